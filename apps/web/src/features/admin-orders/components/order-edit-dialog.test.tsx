import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ORDER_EDIT_MSG } from '@zina/shared/schemas/order-edit';
import type { Order } from '@zina/shared/schemas/order';
import {
  callsTo,
  fakeRoutes,
  makeOrder,
  makeOrderItem,
  makeProduct,
  ok,
  refuseNext,
} from '../../../test/fake-api';
import { renderWithClient } from '../../../test/render';
import { signInAgent } from '../../../test/session';
import { OrderEditDialog } from './order-edit-dialog';

configure({ asyncUtilTimeout: 5000 });

const EDIT = 'PATCH /api/order/admin/edit';

function dialogFor(order: Order) {
  signInAgent();
  const foulard = makeProduct('Foulard Soie', { price: 120, discount: 0, stock: 4 });
  const epuise = makeProduct('Foulard Épuisé', { price: 90, stock: 0 });
  fakeRoutes({
    'POST /api/product/search-product': ({ body }) => ({
      ...ok(String(body?.search).startsWith('foul') ? [foulard, epuise] : []),
      page: 1,
      totalPage: 1,
      totalCount: 2,
    }),
    [EDIT]: () => ok({ ...order, totalAmt: 709.9 }, ORDER_EDIT_MSG.saved),
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const view = renderWithClient(
    <OrderEditDialog order={order} onClose={onClose} onSaved={onSaved} />,
  );
  return { ...view, onSaved, onClose, foulard };
}

describe('« Modifier la commande » (issue 46)', { timeout: 20_000 }, () => {
  it('changes a quantity, removes a line, adds a product and the address, then shows the server’s total', async () => {
    const sac = makeOrderItem('Sac Tissé', 2, 300);
    const bague = makeOrderItem('Bague Argent', 1, 200);
    const order = makeOrder({ items: [sac, bague] });
    const { user, onSaved, foulard } = dialogFor(order);
    const dialog = screen.getByRole('dialog', { name: `Modifier la commande ${order.label}` });

    const quantity = within(dialog).getByLabelText('Quantité de Sac Tissé');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer Bague Argent' }));
    expect(within(dialog).queryByText('Bague Argent')).toBeNull();

    await user.type(within(dialog).getByLabelText('Ajouter un produit'), 'foulard');
    const found = await within(dialog).findByRole('list', { name: 'Produits trouvés' });
    expect(
      within(found).getByRole<HTMLButtonElement>('button', { name: 'Ajouter Foulard Épuisé' })
        .disabled,
    ).toBe(true);
    await user.click(within(found).getByRole('button', { name: 'Ajouter Foulard Soie' }));
    within(dialog).getByLabelText('Quantité de Foulard Soie');
    expect(
      within(dialog)
        .getByText(/Total estimé/)
        .textContent?.replace(/\s/g, ' '),
    ).toContain('1.020,00');

    const address = within(dialog).getByLabelText('Adresse');
    await user.clear(address);
    await user.type(address, '9 rue Nouvelle');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));

    await within(dialog).findByText(/Nouveau total/);
    expect(within(dialog).getByRole('status').textContent?.replace(/\s/g, ' ')).toContain('709,90');
    expect(callsTo(EDIT).map((c) => c.body)).toEqual([
      {
        orderId: order.orderId,
        lines: [
          { productId: sac.productId._id, quantity: 3 },
          { productId: foulard._id, quantity: 1 },
        ],
        delivery: {
          name: 'Salma Benali',
          phone: '+212612345678',
          city: 'Rabat',
          address: '9 rue Nouvelle',
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ totalAmt: 709.9 }));
  });

  it('shows the server’s French refusal, and says when nothing changed', async () => {
    const order = makeOrder();
    const { user } = dialogFor(order);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    within(dialog).getByText(ORDER_EDIT_MSG.nothing);
    expect(callsTo(EDIT)).toEqual([]);

    const quantity = within(dialog).getByLabelText('Quantité de Sac Tissé');
    fireEvent.change(quantity, { target: { value: '11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    await within(dialog).findByText(ORDER_EDIT_MSG.quantity);
    expect(callsTo(EDIT)).toEqual([]);

    fireEvent.change(quantity, { target: { value: '5' } });
    refuseNext(EDIT, 409, 'Stock insuffisant pour « Sac Tissé » (3 en stock)');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    await within(dialog).findByText('Stock insuffisant pour « Sac Tissé » (3 en stock)');
    await waitFor(() => expect(callsTo(EDIT)).toHaveLength(1));
    expect(within(dialog).queryByText(/Nouveau total/)).toBeNull();
  });
});
