import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { allCalls, fakeRoutes, ok } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import ForgotPasswordPage from './forgot-password-page';

function renderPage() {
  fakeRoutes(
    {
      'PUT /api/user/forgot-password': ok(
        undefined,
        'Si un compte existe avec cette adresse, un code de vérification vient de lui être envoyé.',
      ),
    },
    {},
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
    const { user } = renderPage();
    expect(submit().disabled).toBe(true);
    await user.type(screen.getByLabelText('Adresse email'), 'salma@example');
    await user.click(submit());
    screen.getByText("Format d'email invalide");
    expect(allCalls()).toEqual([]);
  });

  it('sends the trimmed, lowercased address and goes to the code step carrying it', async () => {
    const { user, router } = renderPage();
    await user.type(screen.getByLabelText('Adresse email'), ' Salma@Example.MA ');
    await user.click(submit());
    await screen.findByText('Page du code');
    expect(router.state.location.state).toEqual({ email: 'salma@example.ma' });
    expect(allCalls().map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/user/forgot-password', { email: 'salma@example.ma' }],
    ]);
  });
});
