import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BannersPage from './banners-page';
import { allCalls, callsTo, fakeCatalogue, makeBanner } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signInAdmin } from '../../test/session';

const routes = [{ path: '/dashboard/banners', Component: BannersPage }];
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

describe('Gestion Banners', () => {
  it('asks for both images and a valid link before creating a banner', async () => {
    signInAdmin();
    fakeCatalogue();
    const { user } = renderRoutes(routes, '/dashboard/banners');
    await screen.findByText('Aucune bannière');
    await user.click(screen.getByRole('button', { name: 'Ajouter une Bannière' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle Bannière' });
    await user.type(within(dialog).getByLabelText('Titre'), 'Soldes d’été');
    await user.type(
      within(dialog).getByLabelText('Lien du bouton principal'),
      'javascript:alert(1)',
    );
    const submit = within(dialog).getByRole('button', { name: 'Créer la Bannière' });
    await user.click(submit);
    expect(await screen.findAllByText('Les images desktop et mobile sont requises')).toHaveLength(
      2,
    ); // beside the pickers and as a toast

    fireEvent.change(within(dialog).getByLabelText('Image desktop'), {
      target: { files: [png('d.png')] },
    });
    await screen.findByText('Image desktop uploadée avec succès');
    fireEvent.change(within(dialog).getByLabelText('Image mobile'), {
      target: { files: [png('m.png')] },
    });
    await screen.findByText('Image mobile uploadée avec succès');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    within(dialog).getByText('Le lien doit commencer par « / » ou être une adresse http(s)');
    expect(callsTo('POST /api/banner/create')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Lien du bouton principal'));
    await user.type(within(dialog).getByLabelText('Lien du bouton principal'), '/products');
    await user.click(submit);
    await screen.findByText('Bannière créée avec succès');
    expect(callsTo('POST /api/banner/create')[0]?.body).toMatchObject({
      title: 'Soldes d’été',
      buttonLink: '/products',
      order: 0,
      isActive: true,
    });
    await screen.findByRole('heading', { name: 'Soldes d’été' });
  }, 15_000);

  it('edits a banner: a whole order from 0 up to 10000, sent with its _id', async () => {
    signInAdmin();
    const banner = makeBanner('Nouvelle collection', { order: 2 });
    fakeCatalogue({ banners: [banner] });
    const { user } = renderRoutes(routes, '/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier la Bannière' });
    const order = within(dialog).getByLabelText<HTMLInputElement>('Ordre');
    expect(order.value).toBe('2');
    const submit = within(dialog).getByRole('button', { name: 'Mettre à jour' });

    await user.clear(order);
    await user.type(order, '1.5');
    await user.click(submit);
    within(dialog).getByText("L'ordre doit être un nombre supérieur ou égal à 0");
    await user.clear(order);
    await user.type(order, '20000');
    within(dialog).getByText('L’ordre ne doit pas dépasser 10000');
    expect(callsTo('PUT /api/banner/update')).toHaveLength(0);

    await user.clear(order);
    await user.type(order, '3');
    await user.click(submit);
    await screen.findByText('Bannière mise à jour avec succès');
    // The banner as it was, but its order; its dates are the server's (toEqual skips undefined).
    expect(callsTo('PUT /api/banner/update')[0]?.body).toEqual({
      ...banner,
      order: 3,
      createdAt: undefined,
      updatedAt: undefined,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates a banner only after the confirmation', async () => {
    signInAdmin();
    const banner = makeBanner('Nouvelle collection');
    fakeCatalogue({ banners: [banner] });
    const { user } = renderRoutes(routes, '/dashboard/banners');
    await user.click(await screen.findByRole('button', { name: 'Désactiver' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Désactiver la bannière ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(allCalls().filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Désactiver' }),
    );
    await screen.findByText('Bannière désactivée');
    expect(
      allCalls()
        .filter((c) => c.method === 'PATCH')
        .map((c) => c.path),
    ).toEqual([`/api/banner/toggle-status/${banner._id}`]);
    await screen.findByText('Inactive');
    screen.getByRole('button', { name: 'Activer' });
  });
});
