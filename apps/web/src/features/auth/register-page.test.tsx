import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, fakeRoutes, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { MSG } from '@zina/shared/messages';
import RegisterPage from './register-page';

beforeEach(() => {
  fakeRoutes(
    {
      'POST /api/user/register': () => ok(undefined, MSG.registered),
    },
    { status: 201 },
  );
});

const bodies = () => callsTo('POST /api/user/register').map((c) => c.body);

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Page connexion</p> },
    ],
    '/register',
  ).user;

const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', {
    name: /remplir tous les champs|Créer mon compte/,
  });

// Typing with the live strength meter is slow on a loaded machine.
describe('register form (SPEC.md §5 Register)', { timeout: 20_000 }, () => {
  it('enables submit only once all four fields are filled', async () => {
    const ue = renderRegister();
    const entries: [string, string][] = [
      ['Nom complet', 'Salma Idrissi'],
      ['Adresse email', 'salma@example.ma'],
      ['Mot de passe', 'Secret-Zina-2026!'],
      ['Confirmer le mot de passe', 'Secret-Zina-2026!'],
    ];
    for (const [label, value] of entries) {
      expect(submit().disabled).toBe(true);
      await ue.type(screen.getByLabelText(label), value);
    }
    expect(submit().disabled).toBe(false);
  });

  it('says the passwords differ and sends nothing', async () => {
    const ue = renderRegister();
    await ue.type(screen.getByLabelText('Nom complet'), 'Salma Idrissi');
    await ue.type(screen.getByLabelText('Adresse email'), 'salma@example.ma');
    await ue.type(screen.getByLabelText('Mot de passe'), 'Secret-Zina-2026!');
    await ue.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret124!');
    await ue.click(submit());
    screen.getByText('Les mots de passe ne correspondent pas');
    expect(bodies()).toEqual([]);
  });

  it('creates the account and goes to /login', async () => {
    const ue = renderRegister();
    await ue.type(screen.getByLabelText('Nom complet'), ' Salma Idrissi ');
    await ue.type(screen.getByLabelText('Adresse email'), 'Salma@Example.ma');
    await ue.type(screen.getByLabelText('Mot de passe'), 'Secret-Zina-2026!');
    await ue.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret-Zina-2026!');
    await ue.click(submit());
    await screen.findByText('Page connexion');
    expect(bodies()).toEqual([
      {
        name: 'Salma Idrissi',
        email: 'salma@example.ma',
        password: 'Secret-Zina-2026!',
        confirmPassword: 'Secret-Zina-2026!',
      },
    ]);
  });

  it('shows a live strength meter with a French hint and refuses a weak password', async () => {
    const ue = renderRegister();
    await ue.type(screen.getByLabelText('Nom complet'), 'Salma Idrissi');
    await ue.type(screen.getByLabelText('Adresse email'), 'salma@example.ma');
    await ue.type(screen.getByLabelText('Mot de passe'), 'Password1!');
    await ue.type(screen.getByLabelText('Confirmer le mot de passe'), 'Password1!');
    const hint = screen.getByTestId('password-hint');
    expect(hint.getAttribute('aria-live')).toBe('polite');
    await waitFor(() =>
      expect(hint.textContent).toContain(
        'Ce mot de passe est similaire à un mot de passe couramment utilisé.',
      ),
    );
    expect(
      screen.getByRole('meter', { name: 'Force du mot de passe' }).getAttribute('aria-valuenow'),
    ).toBe('2');
    await ue.click(submit());
    expect(bodies()).toEqual([]);
  });
});
