import { setTimeout as realDelay } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, fakeCatalogue, holdNext, makeProduct } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import ProductsPage from './products-page';

afterEach(() => {
  vi.useRealTimers();
});

const routes = [{ path: '/dashboard/product', Component: ProductsPage }];

/** 30 products (3 pages of 12), five of them bags. */
function catalogue() {
  return Array.from({ length: 30 }, (_, i) =>
    makeProduct(i % 6 === 0 ? `Sac n°${i}` : `Montre n°${i}`, { unit: `Modèle ${i}` }),
  );
}

describe('Gestion des Produits', () => {
  it('shows 12 cards a page with Précédent/Suivant bounded by totalNoPage', async () => {
    signInAdmin();
    fakeCatalogue({ products: catalogue() });
    const { user } = renderRoutes(routes, '/dashboard/product');
    const grid = await screen.findByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(12);
    expect(grid.className).toContain('grid-cols-1 ');
    expect(grid.className).toContain('xl:grid-cols-6');
    screen.getByText('1/3');
    const previous = screen.getByRole('button', { name: 'Précédent' });
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(previous).toHaveProperty('disabled', true);

    await user.click(next);
    await screen.findByText('2/3');
    await user.click(next);
    await screen.findByText('3/3');
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(6),
    );
    expect(next).toHaveProperty('disabled', true);
    expect(callsTo('POST /api/product/get').map((c) => c.body)).toEqual([
      { page: 1, limit: 12, search: '' },
      { page: 2, limit: 12, search: '' },
      { page: 3, limit: 12, search: '' },
    ]);
    const card = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    within(card).getByRole('button', { name: 'Modifier' });
    within(card).getByRole('button', { name: 'Supprimer' });
    within(card).getByText('Modèle 24');
  });

  it('searches once, 300 ms after the last keystroke, and goes back to page 1', async () => {
    signInAdmin();
    fakeCatalogue({ products: catalogue() });
    const { user } = renderRoutes(routes, '/dashboard/product');
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await screen.findByText('2/3');
    const before = callsTo('POST /api/product/get').length;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
    expect(box.getAttribute('placeholder')).toBe('Rechercher un produit...');
    for (const text of ['s', 'sa', 'sac']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(200));
    }
    act(() => vi.advanceTimersByTime(99));
    await realDelay(150);
    // 299 ms after the last keystroke: nothing asked yet.
    expect(callsTo('POST /api/product/get')).toHaveLength(before);

    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await screen.findByText('1/1');
    await realDelay(150);
    expect(
      callsTo('POST /api/product/get')
        .slice(before)
        .map((c) => c.body),
    ).toEqual([{ page: 1, limit: 12, search: 'sac' }]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('deletes after the Suppression Définitive dialog, then reloads the list', async () => {
    signInAdmin();
    const products = catalogue().slice(0, 3);
    fakeCatalogue({ products });
    const { user } = renderRoutes(routes, '/dashboard/product');
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suppression Définitive' });
    within(dialog).getByText('Êtes-vous sûr de vouloir supprimer définitivement ce produit ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('DELETE /api/product/delete-product')).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Supprimer' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await screen.findByText('Produit supprimé avec succès');
    expect(callsTo('DELETE /api/product/delete-product')[0]?.body).toEqual({
      _id: products[0]!._id,
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('edits in the prefilled Modifier Produit modal, then closes it and reloads the list', async () => {
    signInAdmin();
    const product = makeProduct('Sac Yasmina', {
      price: 450,
      discount: 5,
      more_details: { Matière: 'Cuir' },
    });
    fakeCatalogue({ products: [product] });
    const { user } = renderRoutes(routes, '/dashboard/product');
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Produit' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nom du produit').value).toBe(
      'Sac Yasmina',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Matière').value).toBe('Cuir');
    const price = within(dialog).getByLabelText<HTMLInputElement>('Prix (MAD)');
    expect(price.value).toBe('450');
    await user.clear(price);
    await user.type(price, '399');

    const release = holdNext('PUT /api/product/update-product-details');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier le Produit' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Modification en cours...' }),
    ).toHaveProperty('disabled', true);
    release();
    await screen.findByText('Produit mis à jour avec succès');
    expect(callsTo('PUT /api/product/update-product-details')[0]?.body).toMatchObject({
      _id: product._id,
      name: 'Sac Yasmina',
      price: 399,
      discount: 5,
      more_details: { Matière: 'Cuir' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('POST /api/product/get')).toHaveLength(2);
  });
});
