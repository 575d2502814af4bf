import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  fakeCatalogue,
  holdNext,
  makeCategory,
  makeSubcategory,
  ok,
  onRaw,
  server,
} from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';
import SubcategoriesPage from './subcategories-page';

const routes = [{ path: '/dashboard/subcategory', Component: SubcategoriesPage }];

function seed() {
  const bijoux = makeCategory('Bijoux');
  const femme = makeCategory('Accessoires Femme');
  const montres = makeCategory('Montres');
  const colliers = makeSubcategory('Colliers', [{ _id: bijoux._id, name: bijoux.name }]);
  return { bijoux, femme, montres, colliers };
}

describe('Sous-catégories', () => {
  it('lists the rows by name with count, initial badge and chips (a single string is one chip)', async () => {
    signInAdmin();
    const { bijoux, femme, montres, colliers } = seed();
    fakeCatalogue({ categories: [bijoux, femme, montres] });
    // Off the contract on purpose: the page still reads the old shapes of `category` (a single
    // id, or none) that SPEC.md §3 names, though the API's schema answers only lists now.
    server.use(
      onRaw('POST /api/subcategory/get', () =>
        HttpResponse.json(
          ok([
            makeSubcategory('Montres connectées', [{ _id: montres._id, name: 'Montres' }]),
            colliers,
            { ...makeSubcategory('Bagues', []), category: bijoux._id },
            { ...makeSubcategory('Anciennes', []), category: undefined },
          ]),
        ),
      ),
    );
    renderRoutes(routes, '/dashboard/subcategory');
    await screen.findByText('4 sous-catégories disponibles');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'AAnciennes',
      'BBagues',
      'CColliers',
      'MMontres connectées',
    ]);
    expect(within(rows[0]!).getByText('Aucune catégorie')).toBeTruthy();
    // The string is the category's id: its chip reads the name once the categories are known.
    await waitFor(() =>
      expect(
        within(rows[1]!)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Bijoux']),
    );
    expect(
      within(rows[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bijoux']);
    screen.getByRole('button', { name: 'Ajouter une Sous-catégorie' });
  });

  it('opens the image full screen and closes it with Escape', async () => {
    signInAdmin();
    const { bijoux, colliers } = seed();
    fakeCatalogue({ categories: [bijoux], subcategories: [colliers] });
    const { user } = renderRoutes(routes, '/dashboard/subcategory');
    await user.click(await screen.findByRole('button', { name: "Agrandir l'image de Colliers" }));
    const viewer = screen.getByRole('dialog', { name: 'Image de Colliers' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(colliers.image);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits the categories from a dropdown: no duplicates, back to empty after each pick', async () => {
    signInAdmin();
    const { bijoux, femme, montres, colliers } = seed();
    fakeCatalogue({
      categories: [bijoux, femme, montres],
      subcategories: [colliers],
    });
    const { user } = renderRoutes(routes, '/dashboard/subcategory');
    await user.click(await screen.findByRole('button', { name: 'Modifier Colliers' }));

    const dialog = screen.getByRole('dialog', { name: 'Modifier la Sous-catégorie' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nom de la sous-catégorie').value).toBe(
      'Colliers',
    );
    const select = within(dialog).getByLabelText<HTMLSelectElement>('Catégories');
    const chips = () =>
      within(within(dialog).getByRole('list', { name: 'Catégories choisies' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    const offered = () => Array.from(select.options, (o) => o.textContent);
    expect(chips()).toEqual(['Bijoux']);
    // The category already chosen is not offered again.
    expect(offered()).toEqual(['Sélectionner une catégorie', 'Accessoires Femme', 'Montres']);

    await user.selectOptions(select, femme._id);
    expect(select.value).toBe('');
    expect(chips()).toEqual(['Bijoux', 'Accessoires Femme']);
    expect(offered()).toEqual(['Sélectionner une catégorie', 'Montres']);

    const submit = within(dialog).getByRole('button', { name: 'Mettre à jour' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer Bijoux' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer Accessoires Femme' }));
    expect(within(dialog).queryByRole('list', { name: 'Catégories choisies' })).toBeNull();
    // SPEC.md §5: at least one category.
    expect(submit).toHaveProperty('disabled', true);

    await user.selectOptions(select, montres._id);
    expect(select.value).toBe('');
    expect(chips()).toEqual(['Montres']);
    expect(submit).toHaveProperty('disabled', false);
    await user.clear(within(dialog).getByLabelText('Nom de la sous-catégorie'));
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nom de la sous-catégorie'), 'Colliers fins');

    const release = holdNext('PUT /api/subcategory/update');
    await user.click(submit);
    expect(await within(dialog).findByRole('button', { name: 'Mise à jour...' })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    await screen.findByText('Sous-catégorie mise à jour avec succès');
    expect(callsTo('PUT /api/subcategory/update')[0]?.body).toEqual({
      _id: colliers._id,
      name: 'Colliers fins',
      image: colliers.image,
      category: [montres._id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The table is read again: the new name and chip show.
    const row = (await screen.findByText('Colliers fins')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Montres']);
    expect(callsTo('POST /api/subcategory/get').length).toBeGreaterThanOrEqual(2);
  });
});
