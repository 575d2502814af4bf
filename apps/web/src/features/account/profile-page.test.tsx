import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../lib/session-store';
import { allCalls, callsTo, fakeRoutes, holdNext, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CUSTOMER } from '../../test/session';
import ProfilePage from './profile-page';

let stored = { ...CUSTOMER };

beforeEach(() => {
  stored = { ...CUSTOMER };
  window.localStorage.setItem('accesstoken', 'access-1');
  useSession.getState().setUserDetails(CUSTOMER);
  fakeRoutes(
    {
      'GET /api/user/user-details': () => ok(stored),
      'PUT /api/user/update-user': ({ body }) => {
        const fields = body as typeof stored;
        if (fields.email === 'pris@example.ma') {
          return refuse(409, 'Un compte existe déjà avec cet email');
        }
        stored = { ...stored, ...fields };
        return ok(stored, 'Profil mis à jour avec succès');
      },
      'PUT /api/user/upload-avatar': ({ text }) => {
        if (text.includes('pas-une-image')) {
          return refuse(400, 'Veuillez sélectionner un fichier image valide');
        }
        stored = { ...stored, avatar: '/uploads/avatar-1.webp' };
        return ok({ avatar: stored.avatar }, 'Photo de profil mise à jour avec succès');
      },
    },
    {},
  );
});

const renderPage = () =>
  renderRoutes([{ path: '/dashboard/profile', element: <ProfilePage /> }], '/dashboard/profile');
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const save = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Mettre à jour|Mise à jour/ });
const png = (name = 'photo.png', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('profile form (SPEC.md §2, §5, §7)', () => {
  it('starts from the user, with an e-mail input and every field required', () => {
    renderPage();
    expect(field('Nom complet').value).toBe('Salma Benali');
    expect(field('Adresse email')).toMatchObject({ value: 'salma@example.ma', type: 'email' });
    expect(field('Numéro de téléphone').value).toBe('06 12 34 56 78');
    for (const label of ['Nom complet', 'Adresse email', 'Numéro de téléphone']) {
      expect(field(label).required).toBe(true);
    }
  });

  it('keeps the button disabled while a field is empty', async () => {
    const { user } = renderPage();
    expect(save().disabled).toBe(false);
    await user.clear(field('Numéro de téléphone'));
    expect(save().disabled).toBe(true);
  });

  it('saves name, e-mail and normalised mobile, says "Mise à jour..." meanwhile, then re-fetches the user', async () => {
    const { user } = renderPage();
    await user.clear(field('Nom complet'));
    await user.type(field('Nom complet'), 'Salma El Idrissi');
    await user.clear(field('Numéro de téléphone'));
    await user.type(field('Numéro de téléphone'), '07-11-22-33-44');
    // Held, so the busy label is seen for sure (not only when the answer happens to be slow).
    const release = holdNext('PUT /api/user/update-user');
    await user.click(save());
    expect(save().textContent).toBe('Mise à jour...');
    release();

    await screen.findByText('Profil mis à jour avec succès');
    const [update] = callsTo('PUT /api/user/update-user');
    expect(update?.body).toEqual({
      name: 'Salma El Idrissi',
      email: 'salma@example.ma',
      mobile: '+212711223344',
    });
    await waitFor(() =>
      expect(useSession.getState().user).toMatchObject({
        name: 'Salma El Idrissi',
        mobile: '+212711223344',
      }),
    );
    expect(allCalls().map((c) => c.path)).toEqual([
      '/api/user/update-user',
      '/api/user/user-details',
    ]);
    await waitFor(() => expect(field('Numéro de téléphone').value).toBe('07 11 22 33 44'));
  });

  it('refuses a phone number that is not Moroccan without calling the server', async () => {
    const { user } = renderPage();
    await user.clear(field('Numéro de téléphone'));
    await user.type(field('Numéro de téléphone'), '12345');
    await user.click(save());
    screen.getByText(/Numéro de téléphone invalide/);
    expect(allCalls()).toEqual([]);
  });

  it("shows the server's message when the e-mail is taken", async () => {
    const { user } = renderPage();
    await user.clear(field('Adresse email'));
    await user.type(field('Adresse email'), 'pris@example.ma');
    await user.type(field('Mot de passe actuel'), 'ZinaClient2026!');
    await user.click(save());
    await screen.findByText('Un compte existe déjà avec cet email');
    expect(useSession.getState().user.email).toBe('salma@example.ma');
  });
});

// Typing with the live strength meter is slow on a loaded machine.
describe('current password and new password (account security)', { timeout: 20_000 }, () => {
  it('asks for the current password only when the e-mail changes, and sends it', async () => {
    const { user } = renderPage();
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
    await user.clear(field('Adresse email'));
    await user.type(field('Adresse email'), 'nouvelle@example.ma');
    expect(field('Mot de passe actuel').type).toBe('password');
    expect(save().disabled).toBe(true);
    await user.type(field('Mot de passe actuel'), 'ZinaClient2026!');
    expect(save().disabled).toBe(false);
    await user.click(save());
    await waitFor(() => expect(callsTo('PUT /api/user/update-user')).toHaveLength(1));
    const sent = callsTo('PUT /api/user/update-user')[0]?.body;
    expect(sent).toMatchObject({
      email: 'nouvelle@example.ma',
      currentPassword: 'ZinaClient2026!',
    });
    expect(sent).not.toHaveProperty('newPassword');
    await waitFor(() => expect(useSession.getState().user.email).toBe('nouvelle@example.ma'));
  });

  it('shows the live meter for a new password and refuses a weak one', async () => {
    const { user } = renderPage();
    await user.type(field('Nouveau mot de passe (facultatif)'), 'azertyui');
    field('Mot de passe actuel');
    const hint = await screen.findByTestId('password-hint');
    expect(hint.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(hint.textContent).toMatch(/Faible/));
    await user.type(field('Confirmer le nouveau mot de passe'), 'azertyui');
    await user.type(field('Mot de passe actuel'), 'ZinaClient2026!');
    await user.click(save());
    expect(callsTo('PUT /api/user/update-user')).toEqual([]);
    await user.clear(field('Nouveau mot de passe (facultatif)'));
    await user.type(field('Nouveau mot de passe (facultatif)'), 'Nouveau-Passe-2026!');
    await user.clear(field('Confirmer le nouveau mot de passe'));
    await user.type(field('Confirmer le nouveau mot de passe'), 'Nouveau-Passe-2026!');
    await waitFor(() => expect(screen.getByTestId('password-hint').textContent).toMatch(/Fort/));
    await user.click(save());
    await waitFor(() => expect(callsTo('PUT /api/user/update-user')).toHaveLength(1));
    const sent = callsTo('PUT /api/user/update-user')[0]?.body;
    expect(sent).toMatchObject({
      currentPassword: 'ZinaClient2026!',
      newPassword: 'Nouveau-Passe-2026!',
      confirmPassword: 'Nouveau-Passe-2026!',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mettre à jour le profil' })).toBeTruthy(),
    );
  });
});

describe('avatar modal (SPEC.md §2, §5, §8)', () => {
  const open = async (user: ReturnType<typeof renderPage>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Changer la photo de profil' }));
    return screen.getByRole('dialog', { name: 'Changer la photo de profil' });
  };

  it('refuses a file that is not an image before sending anything', async () => {
    const { user } = renderPage();
    const dialog = await open(user);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    // The picker's accept list can be bypassed (drag and drop, "all files"): the check still holds.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    within(dialog).getByText('Veuillez sélectionner un fichier image valide');
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Enregistrer la photo' })
        .disabled,
    ).toBe(true);
    expect(allCalls()).toEqual([]);
  });

  it('refuses an image over 5 MB before sending anything', async () => {
    const { user } = renderPage();
    const dialog = await open(user);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, png('grande.png', 5 * 1024 * 1024 + 1));
    within(dialog).getByText('La taille du fichier ne doit pas dépasser 5MB');
    expect(allCalls()).toEqual([]);
  });

  it('uploads the photo in the avatar field, says "Téléchargement..." meanwhile, then shows it', async () => {
    const { user } = renderPage();
    const dialog = await open(user);
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, png());
    const send = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Enregistrer la photo',
    });
    const release = holdNext('PUT /api/user/upload-avatar');
    await user.click(send);
    expect(send.textContent).toBe('Téléchargement...');
    expect(send.disabled).toBe(true);
    release();

    await screen.findByText('Image téléchargée avec succès');
    const [call] = callsTo('PUT /api/user/upload-avatar');
    expect(call?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.text).toMatch(/name="avatar"; filename="photo.png"/);
    expect(useSession.getState().user.avatar).toBe('/uploads/avatar-1.webp');
    expect(
      screen.getByRole('img', { name: 'Photo de profil de Salma Benali' }).getAttribute('src'),
    ).toBe('/uploads/avatar-1.webp');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Erreur lors du téléchargement de l\'image" when the server refuses it', async () => {
    const { user } = renderPage();
    const dialog = await open(user);
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['pas-une-image'], 'faux.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la photo' }));
    await screen.findByText("Erreur lors du téléchargement de l'image");
    expect(useSession.getState().user.avatar).toBe('');
  });
});
