import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sendJson, startTestServer } from '../../api/test-server';
import { createQueryClient } from '../../lib/query-client';
import RegisterPage from './register-page';

let server: Awaited<ReturnType<typeof startTestServer>>;
let bodies: unknown[] = [];

beforeEach(async () => {
  bodies = [];
  server = await startTestServer((req, res) => {
    bodies.push(JSON.parse(req.body));
    sendJson(res, 201, { success: true, error: false, message: 'Compte créé avec succès' });
  });
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(server.url);
});

function renderRegister() {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Page connexion</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', {
    name: /remplir tous les champs|Créer mon compte/,
  });

describe('register form (SPEC.md §5 Register)', () => {
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
    expect(bodies).toEqual([]);
  });

  it('creates the account and goes to /login', async () => {
    const ue = renderRegister();
    await ue.type(screen.getByLabelText('Nom complet'), ' Salma Idrissi ');
    await ue.type(screen.getByLabelText('Adresse email'), 'Salma@Example.ma');
    await ue.type(screen.getByLabelText('Mot de passe'), 'Secret-Zina-2026!');
    await ue.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret-Zina-2026!');
    await ue.click(submit());
    await screen.findByText('Page connexion');
    expect(bodies).toEqual([
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
    expect(bodies).toEqual([]);
  });
});
