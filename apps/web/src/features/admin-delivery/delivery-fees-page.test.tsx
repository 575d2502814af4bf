import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { DELIVERY_FEES_MSG, type DeliveryFees } from '@zina/shared/schemas/delivery-fees';
import { callsTo, ok, on, server } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin } from '../../test/session';
import DeliveryFeesPage from './delivery-fees-page';

configure({ asyncUtilTimeout: 5000 });

function feesServer(initial: DeliveryFees) {
  const state = { fees: initial };
  server.use(
    on('GET /api/delivery/fees', () => ok(state.fees, DELIVERY_FEES_MSG.fees), { signedIn: true }),
    on(
      'PUT /api/delivery/fees',
      ({ body }) => {
        state.fees = body as DeliveryFees;
        return ok(state.fees, DELIVERY_FEES_MSG.saved);
      },
      { signedIn: true },
    ),
  );
  signInAdmin();
  return renderWithClient(<DeliveryFeesPage />);
}

describe('Frais de livraison (issue 47)', { timeout: 20_000 }, () => {
  it('shows every city of the list with its fee, 0 where the table has none', async () => {
    feesServer({ freeAbove: 500, cities: [{ city: 'Tanger', fee: 30 }] });
    const tanger = await screen.findByRole('textbox', { name: 'Frais pour Tanger (MAD)' });
    expect((tanger as HTMLInputElement).value).toBe('30');
    expect(
      (screen.getByRole('textbox', { name: 'Frais pour Casablanca (MAD)' }) as HTMLInputElement)
        .value,
    ).toBe('0');
    expect(screen.getAllByRole('textbox', { name: /^Frais pour / })).toHaveLength(
      MOROCCAN_CITIES.length,
    );
    expect(
      (screen.getByRole('textbox', { name: /Livraison gratuite/ }) as HTMLInputElement).value,
    ).toBe('500');
  });

  it('saves the threshold and the fees with PUT, an empty threshold as null', async () => {
    const { user } = feesServer({ freeAbove: 500, cities: [] });
    const threshold = await screen.findByRole('textbox', { name: /Livraison gratuite/ });
    await user.clear(threshold);
    const tanger = screen.getByRole('textbox', { name: 'Frais pour Tanger (MAD)' });
    await user.clear(tanger);
    await user.type(tanger, '30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les frais' }));

    await screen.findByText(DELIVERY_FEES_MSG.saved);
    const [put] = callsTo('PUT /api/delivery/fees');
    const sent = put!.body as DeliveryFees;
    expect(sent.freeAbove).toBeNull();
    expect(sent.cities).toHaveLength(MOROCCAN_CITIES.length);
    expect(sent.cities.find((c) => c.city === 'Tanger')).toEqual({ city: 'Tanger', fee: 30 });
    expect(sent.cities.find((c) => c.city === 'Casablanca')).toEqual({
      city: 'Casablanca',
      fee: 0,
    });
  });

  it('refuses a fee out of range with the shared message, nothing sent', async () => {
    const { user } = feesServer({ freeAbove: null, cities: [] });
    const fes = await screen.findByRole('textbox', { name: 'Frais pour Fès (MAD)' });
    await user.clear(fes);
    await user.type(fes, '-5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les frais' }));

    await screen.findByText(DELIVERY_FEES_MSG.fee);
    expect(fes.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(callsTo('PUT /api/delivery/fees')).toHaveLength(0));
  });
});
