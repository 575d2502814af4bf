import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { EXPRESS_MSG, type TrackedOrder } from '@zina/shared/schemas/express';
import type { Product } from '@zina/shared/schemas/catalogue';
import { formatMad } from '@zina/shared/format';
import {
  callsTo,
  fakeQuote,
  fakeRoutes,
  makeAddress,
  makeProduct,
  ok,
  refuse,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CUSTOMER, signIn } from '../../test/session';
import { useAddressesQuery } from '../addresses/api/get-addresses';
import { ExpressOrderForm } from './express-order-form';
import TrackingPage from './tracking-page';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'Z'.repeat(43);
const sac = makeProduct('Sac Tissé', { price: 200, discount: 10 });
const tracked: TrackedOrder = {
  label: '#ORD-042',
  orderStatus: 'pending',
  createdAt: '2026-11-29T09:00:00.000Z',
  items: [{ name: 'Sac Tissé', quantity: 2, price: 180 }],
  totalAmt: 360,
  shipment: null,
  history: [{ status: 'pending', at: '2026-11-29T09:00:00.000Z' }],
};

/** Money as getByText sees it (no-break spaces normalised). */
const mad = (n: number) => formatMad(n).replace(/\s/g, ' ');

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The form as the router composes it: given the customer's first saved address. */
function ComposedForm({ product }: { product: Product }) {
  const addresses = useAddressesQuery();
  return <ExpressOrderForm product={product} savedAddress={addresses.data?.[0]} />;
}

function openForm() {
  return renderRoutes(
    [
      { path: '/produit', element: <ComposedForm product={sac} /> },
      { path: '/suivi/:token', Component: TrackingPage },
    ],
    '/produit',
  ).user;
}

describe('the order without an account', { timeout: 20_000 }, () => {
  it('sends the form with its line and opens the tracking page with the thank-you', async () => {
    fakeRoutes(
      {
        'POST /api/order/express': ok({
          _id: 'a'.repeat(24),
          orderId: 'ORD-1',
          label: '#ORD-042',
          totalAmt: 360,
          trackUrl: `http://localhost:3000/suivi/${TOKEN}`,
        }),
        'GET /api/order/track/:token': ok(tracked),
      },
      {},
    );
    fakeQuote([sac]);
    const user = openForm();
    await user.type(screen.getByLabelText('Nom complet'), 'Nadia Alaoui');
    await user.type(screen.getByLabelText('Téléphone mobile'), '0612345678');
    await user.type(screen.getByLabelText('Ville'), 'Fès');
    await user.type(screen.getByLabelText('Adresse'), '12 rue des Orangers');
    await user.clear(screen.getByLabelText('Quantité'));
    await user.type(screen.getByLabelText('Quantité'), '2');
    // The server's rule, shown before sending: 2 × (200 − 10 %).
    expect(screen.getAllByText(/360,00/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /Commander — paiement/ }));
    await screen.findByText(EXPRESS_MSG.placed);
    const [call] = callsTo('POST /api/order/express');
    expect(call?.body).toMatchObject({
      items: [{ productId: sac._id, quantity: 2 }],
      name: 'Nadia Alaoui',
      phone: '+212612345678',
      city: 'Fès',
      address: '12 rue des Orangers',
    });
    expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    screen.getByText(/#ORD-042/);
  });

  it('fills the form of a signed-in customer from their details and first address, still editable', async () => {
    signIn(CUSTOMER);
    fakeRoutes({
      'GET /api/address/get': ok([
        makeAddress('7 rue Ibn Batouta', { ville: 'Tanger' }),
        makeAddress('3 avenue Hassan II', { ville: 'Rabat' }),
      ]),
    });
    fakeRoutes(
      {
        'POST /api/order/express': ok({
          _id: 'a'.repeat(24),
          orderId: 'ORD-2',
          label: '#ORD-043',
          totalAmt: 180,
          trackUrl: `http://localhost:3000/suivi/${TOKEN}`,
        }),
        'GET /api/order/track/:token': ok(tracked),
      },
      {},
    );
    fakeQuote([sac]);
    const user = openForm();
    await waitFor(() => expect(field('Adresse').value).toBe('7 rue Ibn Batouta'));
    expect(field('Nom complet').value).toBe(CUSTOMER.name);
    expect(field('Téléphone mobile').value).toBe('06 12 34 56 78');
    expect(field('Email (facultatif)').value).toBe(CUSTOMER.email);
    expect(field('Ville').value).toBe('Tanger');
    await user.clear(screen.getByLabelText('Adresse'));
    await user.type(screen.getByLabelText('Adresse'), '9 rue de Fès');
    await user.click(screen.getByRole('button', { name: /Commander — paiement/ }));
    await screen.findByText(EXPRESS_MSG.placed);
    expect(callsTo('POST /api/order/express')[0]?.body).toMatchObject({
      items: [{ productId: sac._id, quantity: 1 }],
      name: CUSTOMER.name,
      phone: '+212612345678',
      email: CUSTOMER.email,
      city: 'Tanger',
      address: '9 rue de Fès',
    });
  });

  it("shows the typed city's delivery fee from the quote and the total with it (issue 47)", async () => {
    fakeQuote([sac], { cities: [{ city: 'Tanger', fee: 30 }] });
    const user = openForm();
    const summary = screen.getByText('Livraison').closest('dl') as HTMLElement;
    within(summary).getByText('Selon la ville');
    await user.type(screen.getByLabelText('Ville'), 'Rabat');
    await within(summary).findByText('Gratuit');
    await user.clear(screen.getByLabelText('Ville'));
    await user.type(screen.getByLabelText('Ville'), 'Tanger');
    await within(summary).findByText(mad(30));
    within(summary).getByText(mad(180 + 30));
    expect(callsTo('POST /api/order/quote').at(-1)?.body).toEqual({
      items: [{ productId: sac._id, quantity: 1 }],
      city: 'Tanger',
    });
  });

  it('checks the fields in French before sending anything', async () => {
    fakeRoutes({}, {});
    const user = openForm();
    await user.type(screen.getByLabelText('Téléphone mobile'), '0522123456');
    await user.type(screen.getByLabelText('Ville'), 'Paris');
    await user.click(screen.getByRole('button', { name: /Commander — paiement/ }));
    await screen.findByText(EXPRESS_MSG.mobileOnly);
    screen.getByText(EXPRESS_MSG.cityUnknown);
    expect(callsTo('POST /api/order/express')).toEqual([]);
  });

  it('shows the tracked order and cancels it after asking twice', async () => {
    fakeRoutes(
      {
        'GET /api/order/track/:token': ok(tracked),
        'POST /api/order/track/:token/cancel': ok({ ...tracked, orderStatus: 'cancelled' }),
      },
      {},
    );
    const { user } = renderRoutes(
      [{ path: '/suivi/:token', Component: TrackingPage }],
      `/suivi/${TOKEN}`,
    );
    await screen.findByText(/#ORD-042/);
    screen.getByText('2 × Sac Tissé');
    await user.click(screen.getByRole('button', { name: 'Annuler ma commande' }));
    await user.click(screen.getByRole('button', { name: 'Oui, annuler ma commande' }));
    await screen.findByText(/Statut : Annulée/);
  });

  it('says why a made-up link shows nothing', async () => {
    fakeRoutes({ 'GET /api/order/track/:token': () => refuse(404, EXPRESS_MSG.trackNotFound) }, {});
    renderRoutes([{ path: '/suivi/:token', Component: TrackingPage }], `/suivi/${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toBe(EXPRESS_MSG.trackNotFound);
  });
});
