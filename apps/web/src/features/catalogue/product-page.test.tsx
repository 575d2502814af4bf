import { beforeEach, describe, expect, it } from 'vitest';
import { configure, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@zina/shared/schemas/catalogue';
import ProductPage from './product-page';
import { DEFAULT_DESCRIPTION } from './product/product-info';
import { makeProduct } from './test-data';
import { fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';

// A page that waits on its data can take more than a second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let product: Product;
let failures = 0;

beforeEach(() => {
  failures = 0;
  product = makeProduct({
    name: 'Lunettes Rim noires',
    price: 299,
    discount: 20,
    image: ['a', 'b', 'c', 'd', 'e'].map((x) => `/uploads/images/${x.repeat(24)}-800.webp`),
    more_details: { Verres: 'UV400', Monture: 'Acétate' },
  });
  fakeRoutes(
    {
      'POST /api/product/get-product-details': ({ body }) => {
        if (failures > 0) {
          failures--;
          return refuse(500, 'Panne');
        }
        if (body?.productId === product._id) return ok(product);
        return refuse(404, 'Produit introuvable');
      },
    },
    {},
  );
});

const routes = [{ path: '/product/:product', element: <ProductPage /> }];
const text = (el: Element | null) => el?.textContent?.replace(/\s/g, ' ') ?? null;

describe('product page (SPEC.md §2)', () => {
  it('shows name, unit, prices, the add control, perks, details and at most 4 thumbnails', async () => {
    renderRoutes(routes, `/product/lunettes-rim-noires-${product._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Lunettes Rim noires' });
    expect(document.title).toBe('Lunettes Rim noires — Zina');
    expect(text(screen.getByTestId('price'))).toBe('Prix : 239,00 MAD');
    expect(text(document.querySelector('del'))).toBe('299,00 MAD');
    screen.getByText('-20% OFF');
    screen.getByRole('button', { name: /Ajouter/ });
    for (const perk of ['Livraison gratuite en 24h', 'Coffret cadeau', 'Échantillons offerts']) {
      screen.getByText(perk);
    }
    const thumbs = within(screen.getByRole('list', { name: 'Images du produit' })).getAllByRole(
      'button',
    );
    expect(thumbs).toHaveLength(4);
    const details = screen.getByRole('region', { name: 'Détails du produit' });
    expect(within(details).getByText('Verres').nextElementSibling?.textContent).toBe('UV400');
    screen.getByText(product.description);
  });

  it("says 'Rupture de stock' instead of the add control, and falls back to the default description", async () => {
    product = { ...product, stock: 0, description: '  ' };
    renderRoutes(routes, `/product/lunettes-rim-noires-${product._id}`);
    await screen.findByText('Rupture de stock');
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
    screen.getByText(DEFAULT_DESCRIPTION);
  });

  it('opens a product from an outdated slug and corrects the address', async () => {
    const { router } = renderRoutes(routes, `/product/ancien-nom-${product._id}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/product/lunettes-rim-noires-${product._id}`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    screen.getByRole('heading', { level: 1, name: 'Lunettes Rim noires' });
  });

  it("shows 'Produit non trouvé' for an unknown id or an address without one", async () => {
    renderRoutes(routes, `/product/inconnu-${'9'.repeat(24)}`);
    await screen.findByRole('heading', { name: 'Produit non trouvé' });
    cleanup();
    renderRoutes(routes, '/product/sans-identifiant');
    await screen.findByRole('heading', { name: 'Produit non trouvé' });
  });

  it("shows 'Erreur lors du chargement du produit' on a failure, and Réessayer loads it again", async () => {
    failures = 3; // the first try and the query client's two retries
    const { user } = renderRoutes(routes, `/product/lunettes-rim-noires-${product._id}`);
    await screen.findByRole(
      'heading',
      { name: 'Erreur lors du chargement du produit' },
      { timeout: 10_000 },
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 1, name: 'Lunettes Rim noires' });
  });
});
