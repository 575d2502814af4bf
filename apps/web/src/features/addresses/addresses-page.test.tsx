import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { PHONE_INVALID } from '@zina/shared/phone';
import { callsTo, fakeShop, holdNext, makeAddress } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import AddressesPage from './addresses-page';

const routes = [{ path: '/dashboard/address', Component: AddressesPage }];
const open = () => renderRoutes(routes, '/dashboard/address');

describe('Mes Adresses', () => {
  it('lists only the visible addresses, each with edit and delete, and the add tile', async () => {
    signIn();
    fakeShop({
      addresses: [
        makeAddress('5 avenue Hassan II', { telephone: '+212612345678' }),
        makeAddress('Ancienne adresse', { statut: false }),
      ],
    });
    open();
    await screen.findByText('5 avenue Hassan II');
    screen.getByText('06 12 34 56 78');
    expect(screen.queryByText('Ancienne adresse')).toBeNull();
    screen.getByRole('button', { name: "Modifier l'adresse 5 avenue Hassan II" });
    screen.getByRole('button', { name: "Supprimer l'adresse 5 avenue Hassan II" });
    screen.getByRole('button', { name: 'Ajouter une adresse' });
    screen.getByRole('button', { name: 'Nouvelle adresse' });
  });

  it('creates an address from the dashed tile, with the city list and a busy label', async () => {
    signIn();
    fakeShop({});
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Nouvelle adresse' }));

    const ville = screen.getByLabelText('Ville');
    const options = document
      .getElementById(ville.getAttribute('list')!)!
      .querySelectorAll('option');
    expect(Array.from(options, (o) => o.value)).toEqual([...MOROCCAN_CITIES]);

    await user.type(screen.getByLabelText('Adresse'), '3 derb Sidi Bouloukat');
    // A city outside the list is accepted.
    await user.type(ville, 'Sidi Ifni Plage');
    await user.type(screen.getByLabelText('Téléphone'), '0712345678');
    const release = holdNext('POST /api/address/create');
    await user.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Création...' })).disabled,
    ).toBe(true);
    release();

    await screen.findByText('Adresse ajoutée avec succès');
    await screen.findByText('3 derb Sidi Bouloukat');
    expect(callsTo('POST /api/address/create')[0]?.body).toEqual({
      adresse: '3 derb Sidi Bouloukat',
      ville: 'Sidi Ifni Plage',
      telephone: '+212712345678',
    });
    expect(screen.queryByLabelText('Adresse')).toBeNull();
  });

  it('refuses a telephone that is not Moroccan, without calling the server', async () => {
    signIn();
    fakeShop({});
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Ajouter une adresse' }));
    await user.type(screen.getByLabelText('Adresse'), '3 derb');
    await user.type(screen.getByLabelText('Ville'), 'Fès');
    await user.type(screen.getByLabelText('Téléphone'), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: "Ajouter l'adresse" }));
    await screen.findByText(PHONE_INVALID);
    expect(callsTo('POST /api/address/create')).toEqual([]);
  });

  it('edits an address with its values filled in and a busy label', async () => {
    signIn();
    const address = makeAddress('5 avenue Hassan II', { ville: 'Rabat' });
    fakeShop({ addresses: [address] });
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: "Modifier l'adresse 5 avenue Hassan II" }),
    );
    const field = screen.getByLabelText<HTMLInputElement>('Adresse');
    expect(field.value).toBe('5 avenue Hassan II');
    expect(screen.getByLabelText<HTMLInputElement>('Téléphone').value).toBe('06 12 34 56 78');
    await user.clear(field);
    await user.type(field, '7 avenue Hassan II');
    const release = holdNext('PUT /api/address/update');
    await user.click(screen.getByRole('button', { name: "Mettre à jour l'adresse" }));
    await screen.findByRole('button', { name: 'Mise à jour...' });
    release();
    await screen.findByText('Adresse mise à jour avec succès');
    await screen.findByText('7 avenue Hassan II');
    expect(callsTo('PUT /api/address/update')[0]?.body).toEqual({
      _id: address._id,
      adresse: '7 avenue Hassan II',
      ville: 'Rabat',
      telephone: '+212612345678',
    });
  });

  it("deletes softly, with the toast 'Adresse supprimée'", async () => {
    signIn();
    const address = makeAddress('5 avenue Hassan II');
    fakeShop({ addresses: [address, makeAddress('Autre adresse')] });
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: "Supprimer l'adresse 5 avenue Hassan II" }),
    );
    await screen.findByText('Adresse supprimée');
    await waitFor(() => expect(screen.queryByText('5 avenue Hassan II')).toBeNull());
    within(screen.getByRole('list')).getByText('Autre adresse');
    expect(callsTo('DELETE /api/address/disable')[0]?.body).toEqual({ _id: address._id });
    expect(address.statut).toBe(false);
  });
});
