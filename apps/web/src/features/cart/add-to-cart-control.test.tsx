import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { formatMad } from '@zina/shared/format';
import { CART_MSG } from '@zina/shared/schemas/cart';
import { ProductAction, type CartProduct } from '../../lib/product-action';
import { underCart } from './test-routes';
import {
  allCalls,
  callsTo,
  fakeShop,
  holdNext,
  makeLine,
  makeProduct,
  refuseNext,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';

function LoginProbe() {
  const state = useLocation().state as { message?: string; from?: { pathname: string } };
  return (
    <p>
      login: {state.message} from {state.from?.pathname}
    </p>
  );
}

const routesFor = (products: CartProduct[]) =>
  underCart([
    {
      path: '/',
      element: (
        <ul>
          {products.map((p) => (
            <li key={p._id}>
              <ProductAction product={p} />
            </li>
          ))}
        </ul>
      ),
    },
    { path: '/login', Component: LoginProbe },
  ]);

const sac = makeProduct('Sac Tissé', { price: 250 });
const stepper = () => screen.findByRole('group', { name: 'Quantité de Sac Tissé' });

describe('add-to-cart control', () => {
  it('sends a visitor to /login with the origin and the SPEC message, calling nothing', async () => {
    fakeShop({ products: [sac] });
    const { user } = renderRoutes(routesFor([sac]));
    await user.click(screen.getByRole('button', { name: 'Ajouter Sac Tissé au panier' }));
    await screen.findByText(
      'login: Veuillez vous connecter pour ajouter des articles au panier from /',
    );
    expect(
      await screen.findByText('Veuillez vous connecter pour ajouter des articles au panier'),
    ).toBeTruthy();
    expect(allCalls()).toEqual([]);
  });

  it('shows the stepper at once, before the server answers, then the server message', async () => {
    signIn();
    const shop = fakeShop({ products: [sac] });
    const { user } = renderRoutes(routesFor([sac]));
    await waitFor(() => expect(callsTo('GET /api/cart/get')).toHaveLength(1));
    // Not the page's own text: what shows must be the server's.
    const release = holdNext('POST /api/cart/create', 'Sac Tissé est dans votre panier');
    await user.click(screen.getByRole('button', { name: 'Ajouter Sac Tissé au panier' }));

    const group = await stepper();
    expect(within(group).getByText('1')).toBeTruthy();
    // Still waiting for its id: the stepper cannot send a change yet.
    expect(
      within(group).getByRole<HTMLButtonElement>('button', {
        name: 'Augmenter la quantité de Sac Tissé',
      }).disabled,
    ).toBe(true);
    screen.getByRole('button', { name: `Panier : 1 article, ${formatMad(250)}` });

    release();
    await screen.findByText('Sac Tissé est dans votre panier');
    // …and never the page's own fallback, which the usual answer happens to say too.
    expect(screen.queryByText(CART_MSG.added)).toBeNull();
    await waitFor(() =>
      expect(
        within(group).getByRole<HTMLButtonElement>('button', {
          name: 'Augmenter la quantité de Sac Tissé',
        }).disabled,
      ).toBe(false),
    );
    expect(callsTo('POST /api/cart/create')[0]?.body).toEqual({ productId: sac._id });
    expect(shop.state.cart).toHaveLength(1);
  });

  it('plus adds one and minus takes one away, with their toasts', async () => {
    signIn();
    const shop = fakeShop({ products: [sac], cart: [makeLine(sac, 1)] });
    const { user } = renderRoutes(routesFor([sac]));
    const group = await stepper();

    await user.click(within(group).getByRole('button', { name: /^Augmenter/ }));
    await screen.findByText('Quantité augmentée');
    expect(within(group).getByText('2')).toBeTruthy();
    screen.getByRole('button', { name: `Panier : 2 articles, ${formatMad(500)}` });

    await user.click(within(group).getByRole('button', { name: /^Diminuer/ }));
    await screen.findByText('Quantité diminuée');
    expect(within(group).getByText('1')).toBeTruthy();
    expect(callsTo('PUT /api/cart/update-qty').map((c) => c.body)).toEqual([
      { _id: shop.state.cart[0]!._id, qty: 2 },
      { _id: shop.state.cart[0]!._id, qty: 1 },
    ]);
  });

  it('minus at quantity 1 deletes the line and brings Ajouter back', async () => {
    signIn();
    const line = makeLine(sac, 1);
    const shop = fakeShop({ products: [sac], cart: [line] });
    const { user } = renderRoutes(routesFor([sac]));
    await user.click(within(await stepper()).getByRole('button', { name: /^Diminuer/ }));
    await screen.findByText('Article supprimé');
    await screen.findByRole('button', { name: 'Ajouter Sac Tissé au panier' });
    expect(callsTo('DELETE /api/cart/delete-cart-item')[0]?.body).toEqual({ _id: line._id });
    expect(shop.state.cart).toEqual([]);
  });

  it("rolls back a refused change and shows the server's stock message", async () => {
    signIn();
    const shop = fakeShop({ products: [sac], cart: [makeLine(sac, 3)] });
    const message = 'Stock insuffisant pour « Sac Tissé » : il ne reste que 3 articles';
    refuseNext('PUT /api/cart/update-qty', 409, message);
    const { user } = renderRoutes(routesFor([sac]));
    const group = await stepper();
    // The cart is read again after the failure: held, so what shows comes from the rollback.
    const release = holdNext('GET /api/cart/get');
    await user.click(within(group).getByRole('button', { name: /^Augmenter/ }));
    await screen.findByText(message);
    expect(within(group).getByText('3')).toBeTruthy();
    expect(shop.state.cart[0]!.quantity).toBe(3);
    release();
  });

  it("says 'Erreur lors de la mise à jour' when a change fails without a reason", async () => {
    signIn();
    fakeShop({ products: [sac], cart: [makeLine(sac, 2)] });
    refuseNext('PUT /api/cart/update-qty', 500, '');
    const { user } = renderRoutes(routesFor([sac]));
    const group = await stepper();
    await user.click(within(group).getByRole('button', { name: /^Augmenter/ }));
    await screen.findByText('Erreur lors de la mise à jour');
    await waitFor(() => expect(within(group).getByText('2')).toBeTruthy());
  });

  it("says 'Erreur lors de la suppression' when a deletion fails, and keeps the line", async () => {
    signIn();
    const shop = fakeShop({ products: [sac], cart: [makeLine(sac, 1)] });
    refuseNext('DELETE /api/cart/delete-cart-item', 500, '');
    const { user } = renderRoutes(routesFor([sac]));
    const group = await stepper();
    const release = holdNext('GET /api/cart/get');
    await user.click(within(group).getByRole('button', { name: /^Diminuer/ }));
    await screen.findByText('Erreur lors de la suppression');
    expect(within(await stepper()).getByText('1')).toBeTruthy();
    release();
    expect(shop.state.cart).toHaveLength(1);
  });

  it("says 'Erreur lors de l'ajout au panier' when adding fails, and offers Ajouter again", async () => {
    signIn();
    fakeShop({ products: [sac] });
    refuseNext('POST /api/cart/create', 500, '');
    const { user } = renderRoutes(routesFor([sac]));
    await waitFor(() => expect(callsTo('GET /api/cart/get')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Ajouter Sac Tissé au panier' }));
    await screen.findByText("Erreur lors de l'ajout au panier");
    await screen.findByRole('button', { name: 'Ajouter Sac Tissé au panier' });
  });

  it('offers nothing for a product out of stock', async () => {
    const gone = makeProduct('Montre', { price: 900, stock: 0 });
    fakeShop({ products: [gone, sac] });
    renderRoutes(routesFor([gone, sac]));
    await screen.findByRole('button', { name: 'Ajouter Sac Tissé au panier' });
    expect(screen.queryByRole('button', { name: /Montre/ })).toBeNull();
  });
});
