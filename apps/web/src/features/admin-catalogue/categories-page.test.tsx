import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import CategoriesPage from './categories-page';
import {
  callsTo,
  fakeCatalogue,
  holdNext,
  makeCategory,
  makeSubcategory,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';

const routes = [{ path: '/dashboard/category', Component: CategoriesPage }];

describe('Gestion des Catégories', () => {
  it('says Aucune catégorie, then creates one: upload once named, submit once named and pictured', async () => {
    signInAdmin();
    const shop = fakeCatalogue();
    const { user } = renderRoutes(routes, '/dashboard/category');
    await screen.findByText('Aucune catégorie');
    await user.click(screen.getByRole('button', { name: 'Ajouter une Catégorie' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter une Catégorie' });
    const picker = within(dialog).getByLabelText('Image de la catégorie');
    const submit = within(dialog).getByRole('button', { name: 'Ajouter la Catégorie' });
    expect(picker).toHaveProperty('disabled', true);
    expect(submit).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByLabelText('Nom de la catégorie'), 'Lunettes');
    expect(picker).toHaveProperty('disabled', false);
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(64)], 'l.png', { type: 'image/png' })] },
    });
    await screen.findByText('Image téléchargée avec succès');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    const release = holdNext('POST /api/category/add-category');
    await user.click(submit);
    expect(await within(dialog).findByRole('button', { name: 'Création...' })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    await screen.findByText('Catégorie ajoutée avec succès');
    await screen.findByRole('heading', { name: 'Lunettes' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST /api/category/add-category')[0]?.body).toEqual({
      name: 'Lunettes',
      image: shop.state.categories[0]!.image,
    });
  });

  it('asks the English question, then offers to detach a category still in use', async () => {
    signInAdmin();
    const bijoux = makeCategory('Bijoux');
    const shop = fakeCatalogue({
      categories: [bijoux],
      subcategories: [makeSubcategory('Bagues', [{ _id: bijoux._id, name: 'Bijoux' }])],
    });
    const { user } = renderRoutes(routes, '/dashboard/category');
    await user.click(await screen.findByRole('button', { name: 'Supprimer Bijoux' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure permanent delete ?' });
    within(confirm).getByRole('button', { name: 'Cancel' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const conflict = await screen.findByRole('alertdialog', { name: 'Catégorie encore utilisée' });
    within(conflict).getByText(
      'Cette catégorie est utilisée par 1 sous-catégorie : détachez-les avant de la supprimer.',
    );
    expect(shop.state.categories).toHaveLength(1);
    await user.click(within(conflict).getByRole('button', { name: 'Détacher et supprimer' }));
    await screen.findByText('Catégorie supprimée avec succès');
    expect(callsTo('DELETE /api/category/delete').map((c) => c.body)).toEqual([
      { _id: bijoux._id },
      { _id: bijoux._id, detach: true },
    ]);
    await screen.findByText('Aucune catégorie');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
