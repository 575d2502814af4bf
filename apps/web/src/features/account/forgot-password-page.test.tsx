import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sendJson } from '../../api/test-server';
import ForgotPasswordPage from './forgot-password-page';
import { renderRoutes, startServer } from './test-kit';

let server: Awaited<ReturnType<typeof startServer>>;

async function renderPage() {
  server = await startServer((_req, res) =>
    sendJson(res, 200, {
      success: true,
      error: false,
      message:
        'Si un compte existe avec cette adresse, un code de vérification vient de lui être envoyé.',
    }),
  );
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/verification-otp', element: <p>Page du code</p> },
    ],
    '/forgot-password',
  );
}

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Envoyer le code' });

describe('forgot password (SPEC.md §4–5)', () => {
  it('requires the e-mail before anything can be sent', async () => {
    const { user } = await renderPage();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Adresse email'), 'salma@example');
    await user.click(submit());
    screen.getByText("Format d'email invalide");
    expect(server.calls).toEqual([]);
  });

  it('sends the trimmed, lowercased address and goes to the code step carrying it', async () => {
    const { user, router } = await renderPage();
    await user.type(screen.getByLabelText('Adresse email'), ' Salma@Example.MA ');
    await user.click(submit());
    await screen.findByText('Page du code');
    expect(router.state.location.state).toEqual({ email: 'salma@example.ma' });
    expect(server.calls.map((c) => [c.method, c.url, JSON.parse(c.body)])).toEqual([
      ['PUT', '/api/user/forgot-password', { email: 'salma@example.ma' }],
    ]);
  });
});
