import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMad } from '@zina/shared/format';
import { underCart } from './test-routes';
import { CART_TEXT } from './lib/messages';
import { Outlet } from 'react-router';
import { StoreSlotsContext, type StoreSlots } from '../../lib/store-slots';
import { allCalls, callsTo, fakeQuote, fakeShop, makeLine, makeProduct } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';

const routes = underCart([
  { path: '/', element: <p>Accueil</p> },
  { path: '/checkout', element: <h1>Page de commande</h1> },
]);

// 199.90 at -15 %: 169.90 each (the deduction rounded up to 30 MAD).
const sac = makeProduct('Sac Tissé', { price: 199.9, discount: 15 });
const montre = makeProduct('Montre Dorée', { price: 350 });

/** Money as getByText sees it (its default normaliser turns no-break spaces into spaces). */
const mad = (n: number) => formatMad(n).replace(/\s/g, ' ');

async function openPanel(user: ReturnType<typeof renderRoutes>['user'], name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  // The panel's code loads with its first opening.
  return screen.findByRole('dialog', { name: 'Votre panier' });
}

describe('cart in the header and side panel', () => {
  it('shows the count and the discounted total, and the totals in the panel', async () => {
    signIn();
    fakeShop({ cart: [makeLine(sac, 2), makeLine(montre, 1)] });
    const { user } = renderRoutes(routes);
    const total = 2 * 169.9 + 350;
    const panel = await openPanel(user, new RegExp(`^Panier : 3 articles, ${formatMad(total)}$`));

    within(panel).getByText('Sac Tissé');
    within(panel).getByText('Montre Dorée');
    const totals = within(panel).getByText('Articles (3)').closest('dl') as HTMLElement;
    within(totals).getByText(mad(2 * 199.9 + 350));
    within(totals).getByText(`− ${mad(60)}`);
    within(totals).getByText('Selon la ville');
    within(totals).getByText(mad(total));
  });

  it("adds the delivery fee of the customer's city to the total (issue 47)", async () => {
    signIn();
    const lines = [makeLine(sac, 2), makeLine(montre, 1)];
    fakeShop({ cart: lines });
    fakeQuote([sac, montre], { cities: [{ city: 'Tanger', fee: 30 }] });
    const slots: StoreSlots = { deliveryCity: (render) => render('Tanger') };
    const { user } = renderRoutes([
      {
        element: (
          <StoreSlotsContext value={slots}>
            <Outlet />
          </StoreSlotsContext>
        ),
        children: routes,
      },
    ]);
    const total = 2 * 169.9 + 350;
    const panel = await openPanel(user, /^Panier : 3 articles/);
    const totals = within(panel).getByText('Articles (3)').closest('dl') as HTMLElement;
    await within(totals).findByText(mad(30));
    within(totals).getByText('Livraison (Tanger)');
    within(totals).getByText(mad(total + 30));
    expect(callsTo('POST /api/order/quote')[0]?.body).toEqual({
      items: lines.map((l) => ({ productId: l.productId!._id, quantity: l.quantity })),
      city: 'Tanger',
    });
  });

  it('recomputes the totals when a quantity changes in the panel', async () => {
    signIn();
    fakeShop({ products: [montre], cart: [makeLine(montre, 1)] });
    const { user } = renderRoutes(routes);
    const panel = await openPanel(user, /^Panier : 1 article/);
    await user.click(
      within(panel).getByRole('button', { name: 'Augmenter la quantité de Montre Dorée' }),
    );
    await within(panel).findByText('Articles (2)');
    // The header behind the open panel is hidden from assistive technology (a modal dialog).
    screen.getByRole('button', { name: `Panier : 2 articles, ${formatMad(700)}`, hidden: true });
    await screen.findByText('Quantité augmentée');
  });

  it('closes with Escape, the close button or the backdrop, and keeps focus inside', async () => {
    signIn();
    fakeShop({ cart: [makeLine(montre, 1)] });
    const { user } = renderRoutes(routes);
    const trigger = await screen.findByRole('button', { name: /^Panier : 1 article/ });

    await user.click(trigger);
    let panel = await screen.findByRole('dialog', { name: 'Votre panier' });
    const close = within(panel).getByRole('button', { name: 'Fermer le panier' });
    const proceed = within(panel).getByRole('button', { name: 'Procéder' });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(proceed);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    panel = screen.getByRole('dialog', { name: 'Votre panier' });
    await user.click(within(panel).getByRole('button', { name: 'Fermer le panier' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger);
    await user.click(screen.getByTestId('cart-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a deleted product as 'Produit non disponible', removable with Supprimer", async () => {
    signIn();
    const gone = makeLine(null, 2, 'Ceinture Cuir');
    fakeShop({ cart: [gone, makeLine(montre, 1)] });
    const { user } = renderRoutes(routes);
    // Dropped from the totals, and said once.
    const panel = await openPanel(user, new RegExp(`^Panier : 1 article, ${formatMad(350)}$`));
    await screen.findByText('Votre panier a été nettoyé des produits indisponibles');

    within(panel).getByText('Produit non disponible');
    within(panel).getByText("Ce produit a été supprimé ou n'est plus disponible");
    await user.click(within(panel).getByRole('button', { name: 'Supprimer Ceinture Cuir' }));
    await screen.findByText('Article supprimé du panier');
    expect(within(panel).queryByText('Produit non disponible')).toBeNull();
    expect(callsTo('DELETE /api/cart/delete-cart-item')[0]?.body).toEqual({ _id: gone._id });
  });

  it('says nothing about cleaning when no line was dropped', async () => {
    signIn();
    fakeShop({ cart: [makeLine(montre, 1)] });
    renderRoutes(routes);
    await screen.findByRole('button', { name: /^Panier : 1 article/ });
    expect(screen.queryByText('Votre panier a été nettoyé des produits indisponibles')).toBeNull();
  });

  it('Procéder closes the panel and opens /checkout after 100 ms', async () => {
    signIn();
    fakeShop({ cart: [makeLine(montre, 1)] });
    const { user, router } = renderRoutes(routes);
    const panel = await openPanel(user, /^Panier : 1 article/);
    await user.click(within(panel).getByRole('button', { name: 'Procéder' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('loads no cart for a visitor and shows an empty panel', async () => {
    fakeShop({ cart: [makeLine(montre, 1)] });
    const { user } = renderRoutes(routes);
    const panel = await openPanel(user, new RegExp(`^Panier : 0 article, ${formatMad(0)}$`));
    within(panel).getByText('Votre panier est vide');
    // Issue 45: the panel points the visitor to the order without an account.
    within(panel).getByText(CART_TEXT.expressHint);
    expect(allCalls()).toEqual([]);
  });
});
