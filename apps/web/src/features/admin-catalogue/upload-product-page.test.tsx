import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  fakeCatalogue,
  holdNext,
  makeCategory,
  makeSubcategory,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import UploadProductPage from './upload-product-page';

const routes = [{ path: '/dashboard/upload-product', Component: UploadProductPage }];

async function open() {
  signInAdmin();
  const sacs = makeCategory('Sacs');
  const montres = makeCategory('Montres');
  const pochettes = makeSubcategory('Pochettes', [{ _id: sacs._id, name: 'Sacs' }]);
  const chrono = makeSubcategory('Chronographes', [{ _id: montres._id, name: 'Montres' }]);
  fakeCatalogue({ categories: [sacs, montres], subcategories: [pochettes, chrono] });
  const view = renderRoutes(routes, '/dashboard/upload-product');
  await screen.findByRole('option', { name: 'Sacs' });
  return { ...view, sacs, pochettes };
}

describe('Ajouter Produit', () => {
  it('sends nothing while a required field or a custom field value is empty', async () => {
    const { user } = await open();
    const submit = screen.getByRole('button', { name: 'Créer le Produit' });
    await user.click(submit);
    // name, description, unit, stock, price, discount
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(6);
    expect(document.activeElement).toBe(screen.getByLabelText('Nom du produit'));

    await user.type(screen.getByLabelText('Nom du produit'), 'Pochette Amira');
    await user.type(screen.getByLabelText('Description'), 'Pochette en cuir tressé');
    await user.type(screen.getByLabelText('Unité'), 'Taille unique');
    await user.type(screen.getByLabelText('Stock'), '7');
    await user.type(screen.getByLabelText('Prix (MAD)'), '349.9');
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(1);
    expect(screen.getByLabelText('Remise (%)').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Remise (%)'), '10');
    expect(screen.queryByText('Ce champ est requis')).toBeNull();

    // An extra field through the 'Add Field' dialog: a text field with an empty value.
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Field' });
    const add = within(dialog).getByRole('button', { name: 'Ajouter' });
    expect(add).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nom du champ'), 'Matière{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const matiere = screen.getByLabelText<HTMLInputElement>('Matière');
    expect(matiere.value).toBe('');
    // A second field of the same name is refused.
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.type(screen.getByLabelText('Nom du champ'), ' matière ');
    screen.getByText('Ce champ existe déjà');
    expect(screen.getByRole('button', { name: 'Ajouter' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await user.click(submit);
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(1);
    expect(matiere.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /api/product/create')).toHaveLength(0);
  }, 20_000);

  it("refuses a price, stock or discount out of the server's rules with its words", async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Nom du produit'), 'Pochette Amira');
    await user.type(screen.getByLabelText('Description'), 'Pochette en cuir tressé');
    await user.type(screen.getByLabelText('Unité'), 'Taille unique');
    await user.type(screen.getByLabelText('Stock'), '2.5');
    await user.type(screen.getByLabelText('Prix (MAD)'), '0');
    await user.type(screen.getByLabelText('Remise (%)'), '150');
    const submit = screen.getByRole('button', { name: 'Créer le Produit' });
    await user.click(submit);
    screen.getByText('Le stock doit être un nombre entier');
    screen.getByText('Le prix doit être supérieur à 0');
    screen.getByText('La remise doit être un nombre entier entre 0 et 100');
    expect(document.activeElement).toBe(screen.getByLabelText('Stock'));
    expect(callsTo('POST /api/product/create')).toHaveLength(0);

    // Each message goes with its fix.
    await user.clear(screen.getByLabelText('Prix (MAD)'));
    await user.type(screen.getByLabelText('Prix (MAD)'), '99.999');
    screen.getByText('Le prix doit avoir au plus 2 décimales');
    await user.clear(screen.getByLabelText('Prix (MAD)'));
    await user.type(screen.getByLabelText('Prix (MAD)'), '99.9');
    expect(screen.queryByText(/Le prix doit/)).toBeNull();
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.clear(screen.getByLabelText('Remise (%)'));
    await user.type(screen.getByLabelText('Remise (%)'), '20');
    await user.click(submit);
    await screen.findByText('Produit créé avec succès');
    expect(callsTo('POST /api/product/create')[0]?.body).toMatchObject({
      stock: 3,
      price: 99.9,
      discount: 20,
    });
  }, 20_000);

  it('creates the product with chips and custom fields, shows Création..., then starts empty', async () => {
    const { user, sacs, pochettes } = await open();
    await user.type(screen.getByLabelText('Nom du produit'), 'Pochette Amira');
    await user.type(screen.getByLabelText('Description'), 'Pochette en cuir tressé');
    await user.selectOptions(screen.getByLabelText('Catégories'), sacs._id);
    // Only the subcategories of the chosen categories are offered.
    const subs = screen.getByLabelText<HTMLSelectElement>('Sous-catégories');
    expect(Array.from(subs.options, (o) => o.textContent)).toEqual([
      'Sélectionner une sous-catégorie',
      'Pochettes',
    ]);
    await user.selectOptions(subs, pochettes._id);
    await user.type(screen.getByLabelText('Unité'), 'Taille unique');
    await user.type(screen.getByLabelText('Stock'), '7');
    await user.type(screen.getByLabelText('Prix (MAD)'), '349.9');
    await user.type(screen.getByLabelText('Remise (%)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Field' }));
    await user.type(screen.getByLabelText('Nom du champ'), 'Matière');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.type(screen.getByLabelText('Matière'), 'Cuir');
    expect(document.body.textContent).not.toContain('€');

    const release = holdNext('POST /api/product/create');
    await user.click(screen.getByRole('button', { name: 'Créer le Produit' }));
    expect(await screen.findByRole('button', { name: 'Création...' })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    await screen.findByText('Produit créé avec succès');
    expect(callsTo('POST /api/product/create')[0]?.body).toEqual({
      name: 'Pochette Amira',
      description: 'Pochette en cuir tressé',
      image: [],
      category: [sacs._id],
      subCategory: [pochettes._id],
      unit: 'Taille unique',
      stock: 7,
      price: 349.9,
      discount: 10,
      more_details: { Matière: 'Cuir' },
    });
    // SPEC.md §4: the form resets to empty.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Nom du produit').value).toBe(''),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('');
    expect(screen.queryByLabelText('Matière')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Catégories choisies' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Créer le Produit' })).toHaveProperty(
      'disabled',
      false,
    );
  }, 20_000);
});
