import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { COD_MSG, type LinkedOrder } from '@zina/shared/schemas/cod';
import { callsTo, fakeRoutes, ok, refuse, type RouteTable } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import ConfirmOrderPage from './confirm-order-page';

// A loaded machine (several test runs at once) makes multi-step screens slow.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'tok_4f9a1c2e8b7d6a5f3e2d1c0b';
const VIEW = 'POST /api/order/confirm/view';
const DECIDE = 'POST /api/order/confirm';

const order: LinkedOrder = {
  orderId: 'ORD-20261125-7',
  label: 'ZN-10007',
  createdAt: '2026-11-25T09:00:00.000Z',
  order_status: 'pending',
  totalAmt: 580,
  city: 'Marrakech',
  items: [
    { name: 'Sac Tissé', quantity: 2, price: 200 },
    { name: 'Bague Argent', quantity: 1, price: 180 },
  ],
};

/** The customer's page at the link, without a session (the token is the key). */
function open(routes: RouteTable) {
  fakeRoutes({ [VIEW]: ok(order), ...routes }, {});
  return renderRoutes(
    [{ path: '/commande/confirmer/:token', Component: ConfirmOrderPage }],
    `/commande/confirmer/${TOKEN}`,
  );
}

/** The bodies sent to `route`, in order. */
const sent = (route: string) => callsTo(route).map((c) => c.body);

describe('the customer’s confirmation link', { timeout: 20_000 }, () => {
  it('shows the order and confirms it with one click, never leaking the token', async () => {
    const { user } = open({
      [DECIDE]: ok({ ...order, order_status: 'confirmed' }, COD_MSG.selfConfirmed),
    });
    await screen.findByText(order.label, { exact: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre commande');
    screen.getByText('2 × Sac Tissé');
    screen.getByText('1 × Bague Argent');
    screen.getByText('Marrakech');
    screen.getByText(/580,00/);
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe(
      'no-referrer',
    );
    expect(sent(VIEW)).toEqual([{ token: TOKEN }]);

    await user.click(screen.getByRole('button', { name: 'Confirmer ma commande' }));
    await screen.findByText(COD_MSG.selfConfirmed);
    expect(sent(DECIDE)).toEqual([{ token: TOKEN, decision: 'confirm' }]);
    expect(screen.queryByRole('button', { name: 'Annuler ma commande' })).toBeNull();
  });

  it('says the call will confirm an order the shop keeps for its desk', async () => {
    const { user } = open({ [DECIDE]: ok(order, COD_MSG.confirmByPhone) });
    await user.click(await screen.findByRole('button', { name: 'Confirmer ma commande' }));
    await screen.findByText(COD_MSG.confirmByPhone);
    expect(screen.queryByText(COD_MSG.selfConfirmed)).toBeNull();
  });

  it('asks a second time before cancelling', async () => {
    const { user } = open({
      [DECIDE]: ok({ ...order, order_status: 'cancelled' }, COD_MSG.selfCancelled),
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler ma commande' }));
    expect(sent(DECIDE)).toEqual([]);
    screen.getByText('Voulez-vous vraiment annuler cette commande ?');

    await user.click(screen.getByRole('button', { name: 'Non, la garder' }));
    await user.click(screen.getByRole('button', { name: 'Annuler ma commande' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler ma commande' }));
    await screen.findByText(COD_MSG.selfCancelled);
    expect(sent(DECIDE)).toEqual([{ token: TOKEN, decision: 'cancel' }]);
  });

  it('says why a forged or expired link shows nothing', async () => {
    open({ [VIEW]: () => refuse(404, COD_MSG.linkInvalid) });
    expect((await screen.findByRole('alert')).textContent).toBe(COD_MSG.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Confirmer ma commande' })).toBeNull();
  });

  it('offers no choice once the order is no longer pending', async () => {
    open({ [VIEW]: ok({ ...order, order_status: 'confirmed' }) });
    await screen.findByText(COD_MSG.linkSettled('confirmed'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the refusal of a link used meanwhile', async () => {
    const { user } = open({ [DECIDE]: () => refuse(409, COD_MSG.linkUsed) });
    await user.click(await screen.findByRole('button', { name: 'Confirmer ma commande' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COD_MSG.linkUsed);
    expect(screen.queryByText(COD_MSG.selfConfirmed)).toBeNull();
  });
});
