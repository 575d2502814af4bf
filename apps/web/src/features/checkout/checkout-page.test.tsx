// The router composes the checkout with the cart and addresses features; so does this test.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMad } from '@zina/shared/format';
import { PHONE_INVALID } from '@zina/shared/phone';
import { AddressPicker } from '../addresses/address-picker';
import { underCart } from '../cart/test-routes';
import {
  callsTo,
  dropNext,
  fakeQuote,
  fakeShop,
  makeAddress,
  makeLine,
  makeProduct,
  refuseNext,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import CancelPage from './cancel-page';
import CheckoutPage from './checkout-page';
import SuccessPage from './success-page';

const routes = underCart([
  { path: '/', element: <p>Accueil</p> },
  { path: '/checkout', element: <CheckoutPage AddressPicker={AddressPicker} /> },
  { path: '/success', Component: SuccessPage },
  { path: '/cancel', Component: CancelPage },
]);

const sac = makeProduct('Sac Tissé', { price: 199.9, discount: 15 });
const montre = makeProduct('Montre Dorée', { price: 350 });
const cart = () => [makeLine(sac, 2), makeLine(montre, 1)];
const TOTAL = 2 * 169.9 + 350;

/** An amount as the page reads (the matcher sees the formatter's spaces as plain ones). */
const mad = (amount: number) => formatMad(amount).replace(/\s/g, ' ');

const payButton = () =>
  screen.findByRole<HTMLButtonElement>('button', { name: /Payer à la livraison/ });

/** The pay button once the address's delivery fee is known (it waits for the quote). */
const readyPayButton = () =>
  waitFor(async () => {
    const button = await payButton();
    expect(button.disabled).toBe(false);
    return button;
  });

const fill = async (user: ReturnType<typeof renderRoutes>['user'], phone: string) => {
  await user.type(screen.getByLabelText('Adresse'), '12 rue des Orangers');
  await user.type(screen.getByLabelText('Ville'), 'Fès');
  await user.type(screen.getByLabelText('Téléphone'), phone);
};

describe('checkout', () => {
  it('opens the add form for a customer without address, then pays on delivery', async () => {
    signIn();
    const lines = cart();
    const shop = fakeShop({ products: [sac, montre], cart: lines });
    fakeQuote([sac, montre]);
    const { user, router } = renderRoutes(routes, '/checkout');

    await screen.findByText('Veuillez ajouter une adresse de livraison');
    expect((await payButton()).disabled).toBe(true);
    screen.getByText('Veuillez sélectionner une adresse de livraison valide');
    expect(
      screen.getByRole<HTMLButtonElement>('button', {
        name: /Paiement en ligne temporairement indisponible/,
      }).disabled,
    ).toBe(true);
    screen.getByText('Selon la ville');
    screen.getByText('Articles (3)');

    await fill(user, '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await screen.findByText('Adresse ajoutée avec succès');
    const created = shop.state.addresses[0]!;
    expect(created.telephone).toBe('+212612345678');
    // The new address is the one chosen.
    await waitFor(async () => expect((await payButton()).disabled).toBe(false));

    await user.click(await readyPayButton());
    await screen.findByRole('heading', { name: 'Commande Réussie !' });
    expect(router.state.location.pathname).toBe('/success');
    const [order] = callsTo('POST /api/order/cash-on-delivery');
    expect(order?.body).toEqual({
      list_items: lines.map((l) => ({ _id: l._id, quantity: l.quantity })),
      addressId: created._id,
      subTotalAmt: TOTAL,
      totalAmt: TOTAL,
    });
    expect(order?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
    screen.getByRole('button', { name: /^Panier : 0 article/ });
    screen.getByText(/Expédition et suivi/);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it('selects no address at first and lists only the visible ones', async () => {
    signIn();
    const home = makeAddress('5 avenue Hassan II');
    const hidden = makeAddress('Ancienne adresse', { statut: false });
    fakeShop({ cart: cart(), addresses: [home, hidden] });
    fakeQuote([sac, montre]);
    const { user } = renderRoutes(routes, '/checkout');

    const radio = await screen.findByRole<HTMLInputElement>('radio', {
      name: '5 avenue Hassan II, Rabat',
    });
    expect(radio.checked).toBe(false);
    expect(screen.queryByText('Ancienne adresse')).toBeNull();
    expect(screen.queryByText('Veuillez ajouter une adresse de livraison')).toBeNull();
    expect((await payButton()).disabled).toBe(true);

    await user.click(radio);
    await readyPayButton();
    expect(screen.queryByText('Veuillez sélectionner une adresse de livraison valide')).toBeNull();
  });

  it('checks the telephone before sending the address', async () => {
    signIn();
    fakeShop({ cart: cart() });
    fakeQuote([sac, montre]);
    const { user } = renderRoutes(routes, '/checkout');
    await screen.findByText('Veuillez ajouter une adresse de livraison');
    await fill(user, '01 23 45');
    await user.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await screen.findByText(PHONE_INVALID);
    expect(callsTo('POST /api/address/create')).toEqual([]);
  });

  it('shows a refusal of the server and reads the cart again; the next try is a new attempt', async () => {
    signIn();
    fakeShop({ cart: cart(), addresses: [makeAddress('5 avenue Hassan II')] });
    fakeQuote([sac, montre]);
    const message = 'Le total de votre panier a changé. Veuillez vérifier votre panier.';
    refuseNext('POST /api/order/cash-on-delivery', 409, message);
    const { user, router } = renderRoutes(routes, '/checkout');
    await user.click(await screen.findByRole('radio', { name: /5 avenue Hassan II/ }));
    const reads = callsTo('GET /api/cart/get').length;

    await user.click(await readyPayButton());
    await screen.findByText(message);
    await waitFor(() => expect(callsTo('GET /api/cart/get').length).toBe(reads + 1));
    expect(router.state.location.pathname).toBe('/checkout');

    await user.click(await readyPayButton());
    await screen.findByRole('heading', { name: 'Commande Réussie !' });
    const keys = callsTo('POST /api/order/cash-on-delivery').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the Idempotency-Key after an answer that says nothing of the order (503)', async () => {
    signIn();
    fakeShop({ cart: cart(), addresses: [makeAddress('5 avenue Hassan II')] });
    fakeQuote([sac, montre]);
    refuseNext('POST /api/order/cash-on-delivery', 503, 'Service momentanément indisponible');
    const { user } = renderRoutes(routes, '/checkout');
    await user.click(await screen.findByRole('radio', { name: /5 avenue Hassan II/ }));

    await user.click(await readyPayButton());
    await screen.findByText('Service momentanément indisponible');
    await user.click(await readyPayButton());
    await screen.findByRole('heading', { name: 'Commande Réussie !' });
    const keys = callsTo('POST /api/order/cash-on-delivery').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('tries again with the same Idempotency-Key when the answer was lost', async () => {
    signIn();
    fakeShop({ cart: cart(), addresses: [makeAddress('5 avenue Hassan II')] });
    fakeQuote([sac, montre]);
    dropNext('POST /api/order/cash-on-delivery');
    const { user } = renderRoutes(routes, '/checkout');
    await user.click(await screen.findByRole('radio', { name: /5 avenue Hassan II/ }));

    await user.click(await readyPayButton());
    await screen.findByText('Problème de connexion. Vérifiez votre connexion internet.');
    await user.click(await readyPayButton());
    await screen.findByRole('heading', { name: 'Commande Réussie !' });
    const keys = callsTo('POST /api/order/cash-on-delivery').map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows an empty cart instead of the form', async () => {
    signIn();
    fakeShop({});
    fakeQuote([sac, montre]);
    renderRoutes(routes, '/checkout');
    await screen.findByRole('heading', { name: 'Votre panier est vide' });
    expect(screen.queryByRole('button', { name: /Payer à la livraison/ })).toBeNull();
  });
});

describe('after the order', () => {
  it("puts a supplied text before 'Réussie !' and clears the cart", async () => {
    signIn();
    fakeShop({ cart: cart() });
    fakeQuote([sac, montre]);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('button', { name: /^Panier : 3 articles/ });
    await router.navigate('/success', { state: { text: 'Paiement' } });
    await screen.findByRole('heading', { name: 'Paiement Réussie !' });
    const steps = screen.getByRole('list');
    within(steps).getByText(/Préparation/);
    within(steps).getByText(/Livraison/);
    await screen.findByRole('button', { name: /^Panier : 0 article/ });
  });

  it("shows 'Order Cancel' with a link home and clears the cart", async () => {
    signIn();
    fakeShop({ cart: cart() });
    fakeQuote([sac, montre]);
    const { router } = renderRoutes(routes, '/');
    await screen.findByRole('button', { name: /^Panier : 3 articles/ });
    await router.navigate('/cancel');
    await screen.findByRole('heading', { name: 'Order Cancel' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    await screen.findByRole('button', { name: /^Panier : 0 article/ });
  });
  it("shows the city's delivery fee from the quote and sends the total with it (issue 47)", async () => {
    signIn();
    const lines = cart();
    fakeShop({
      cart: lines,
      addresses: [
        makeAddress('5 avenue Hassan II'),
        makeAddress('9 rue de la Plage', { ville: 'Tanger' }),
      ],
    });
    fakeQuote([sac, montre], { cities: [{ city: 'Tanger', fee: 30 }] });
    const { user } = renderRoutes(routes, '/checkout');
    const summary = () => screen.getByRole('region', { name: 'Récapitulatif' });

    await user.click(await screen.findByRole('radio', { name: /5 avenue Hassan II/ }));
    await readyPayButton();
    within(summary()).getByText('Gratuit');

    await user.click(screen.getByRole('radio', { name: /9 rue de la Plage/ }));
    await within(summary()).findByText(mad(30));
    within(summary()).getByText(mad(TOTAL + 30));
    expect(callsTo('POST /api/order/quote').at(-1)?.body).toEqual({
      items: lines.map((l) => ({ productId: l.productId!._id, quantity: l.quantity })),
      city: 'Tanger',
    });

    await user.click(await readyPayButton());
    await screen.findByRole('heading', { name: 'Commande Réussie !' });
    expect(callsTo('POST /api/order/cash-on-delivery')[0]?.body).toMatchObject({
      subTotalAmt: TOTAL,
      totalAmt: TOTAL + 30,
    });
  });
});
