import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { callsTo, fakeRoutes, makeOrder, ok, refuse } from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { signInAdmin } from '../../../test/session';
import { StatusModal } from './status-modal';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

describe('StatusModal', { timeout: 20_000 }, () => {
  it('lists every status with its French label (SPEC.md §4), the current one chosen', async () => {
    signInAdmin();
    const order = makeOrder({ order_status: 'shipped' });
    renderWithClient(<StatusModal order={order} onClose={() => {}} onUpdated={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Modifier le statut' });
    within(dialog).getByText(`Commande ${order.label}`);
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Nouveau statut');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['pending', 'En attente'],
      ['processing', 'En traitement'],
      ['confirmed', 'Confirmée'],
      ['shipped', 'Expédiée'],
      ['delivered', 'Livrée'],
      ['cancelled', 'Annulée'],
      ['retourné', 'Retournée'],
    ]);
    expect(select.value).toBe('shipped');
    within(dialog).getByText('Statut actuel : Expédiée');
    // The same status again changes nothing: the button waits for another choice.
    expect(within(dialog).getByRole('button', { name: 'Mettre à jour' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sends any status from any other and shows the server message', async () => {
    signInAdmin();
    const order = makeOrder({ order_status: 'delivered' });
    fakeRoutes({
      'PUT /api/order/admin/update-status': ok(
        { ...order, order_status: 'pending' },
        'Statut de la commande mis à jour',
      ),
    });
    const onUpdated = vi.fn();
    const { user } = renderWithClient(
      <StatusModal order={order} onClose={() => {}} onUpdated={onUpdated} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le statut' });
    // Backwards, from delivered to pending: allowed (no restriction in SPEC.md §4).
    await user.selectOptions(within(dialog).getByLabelText('Nouveau statut'), 'En attente');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));

    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith('pending'));
    expect(callsTo('PUT /api/order/admin/update-status').map((c) => c.body)).toEqual([
      { orderId: order.orderId, order_status: 'pending' },
    ]);
    await screen.findByText('Statut de la commande mis à jour');
  });

  it("shows the server's refusal and stays open", async () => {
    signInAdmin();
    fakeRoutes({
      'PUT /api/order/admin/update-status': () =>
        refuse(
          409,
          'Stock insuffisant pour « Sac » (0 en stock) : la commande ne peut pas quitter ce statut',
        ),
    });
    const onUpdated = vi.fn();
    const { user } = renderWithClient(
      <StatusModal
        order={makeOrder({ order_status: 'cancelled' })}
        onClose={() => {}}
        onUpdated={onUpdated}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le statut' });
    await user.selectOptions(within(dialog).getByLabelText('Nouveau statut'), 'Confirmée');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    await screen.findByText(/Stock insuffisant pour « Sac »/);
    expect(onUpdated).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Modifier le statut' })).toBeTruthy();
  });
});
