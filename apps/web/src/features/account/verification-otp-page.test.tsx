import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { callsTo, fakeRoutes, ok, refuse } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import VerificationOtpPage from './verification-otp-page';

afterEach(() => {
  vi.useRealTimers();
});

const EMAIL = 'salma@example.ma';
const TOKEN = 'jeton-de-test_0123456789abcdefghijklmnopq';

/** Answers like the real API: the code 123456 is right, the resend works unless told otherwise. */
function start(opts: { resend?: 'ok' | 'fail' | 'slow' } = {}) {
  fakeRoutes(
    {
      'PUT /api/user/forgot-password': async () => {
        if (opts.resend === 'slow') await new Promise((r) => setTimeout(r, 150));
        if (opts.resend === 'fail') return refuse(429, 'Trop de tentatives.');
        return ok(undefined, 'Code envoyé');
      },
      'PUT /api/user/verify-forgot-password-otp': ({ body }) => {
        if ((body as { otp: string }).otp !== '123456') {
          return refuse(400, 'Code incorrect. Il vous reste 4 essais.');
        }
        return ok({ email: EMAIL, resetToken: TOKEN }, 'Code vérifié avec succès');
      },
    },
    {},
  );
}

function renderPage(state?: unknown) {
  return renderRoutes(
    [
      { path: '/verification-otp', element: <VerificationOtpPage /> },
      { path: '/forgot-password', element: <p>Page mot de passe oublié</p> },
      { path: '/reset-password', element: <p>Page nouveau mot de passe</p> },
    ],
    { pathname: '/verification-otp', state },
  );
}

const resendButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Renvoyer|Envoi/ });
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Vérifi/ });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('code step (SPEC.md §2, §4)', () => {
  it('sends a visitor without an e-mail in the navigation state back to /forgot-password', async () => {
    start();
    const { router } = renderPage();
    await screen.findByText('Page mot de passe oublié');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the address and asks for all six digits before verifying', async () => {
    start();
    const { user } = renderPage({ email: EMAIL });
    screen.getByText(EMAIL);
    expect(verifyButton().disabled).toBe(true);
    await user.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
    await user.keyboard('12345');
    expect(verifyButton().disabled).toBe(true);
    await user.keyboard('6');
    expect(verifyButton().disabled).toBe(false);
  });

  it('goes to the reset screen carrying the token in the navigation state, not the URL', async () => {
    start();
    const { user, router } = renderPage({ email: EMAIL });
    await user.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
    await user.paste('123456');
    await user.click(verifyButton());

    await screen.findByText('Page nouveau mot de passe');
    expect(router.state.location.state).toEqual({
      success: true,
      email: EMAIL,
      resetToken: TOKEN,
      data: { email: EMAIL, resetToken: TOKEN },
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
    expect(callsTo('PUT /api/user/verify-forgot-password-otp').map((c) => c.body)).toEqual([
      { email: EMAIL, otp: '123456' },
    ]);
  });

  it('shows the server message on a wrong code and stays', async () => {
    start();
    const { user, router } = renderPage({ email: EMAIL });
    await user.click(screen.getByRole('textbox', { name: 'Chiffre 1 sur 6' }));
    await user.paste('000000');
    await user.click(verifyButton());
    await screen.findByText('Code incorrect. Il vous reste 4 essais.');
    expect(router.state.location.pathname).toBe('/verification-otp');
  });
});

describe('resend countdown (SPEC.md §4, §9: 60 s)', () => {
  it('counts 60 s down before the code can be sent again, then restarts after a resend', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    start();
    const { user } = renderPage({ email: EMAIL });

    expect(resendButton().textContent).toBe('Renvoyer le code dans 60 s');
    expect(resendButton().disabled).toBe(true);
    tick(1000);
    expect(resendButton().textContent).toBe('Renvoyer le code dans 59 s');
    tick(58_000);
    expect(resendButton().textContent).toBe('Renvoyer le code dans 1 s');
    expect(resendButton().disabled).toBe(true);
    tick(1000);
    expect(resendButton().textContent).toBe('Renvoyer le code');
    expect(resendButton().disabled).toBe(false);

    await user.click(resendButton());
    await screen.findByText('Code de vérification renvoyé !');
    const sent = callsTo('PUT /api/user/forgot-password');
    expect(sent.map((c) => [c.method, c.body])).toEqual([['PUT', { email: EMAIL }]]);
    expect(resendButton().textContent).toBe('Renvoyer le code dans 60 s');
    expect(resendButton().disabled).toBe(true);
  });

  it('is disabled while the code is being sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    start({ resend: 'slow' });
    const { user } = renderPage({ email: EMAIL });
    tick(60_000);
    await user.click(resendButton());
    expect(resendButton().textContent).toBe('Envoi...');
    expect(resendButton().disabled).toBe(true);
    await screen.findByText('Code de vérification renvoyé !');
  });

  it('says "Erreur lors du renvoi du code" when the resend fails, and lets the user try again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    start({ resend: 'fail' });
    const { user } = renderPage({ email: EMAIL });
    tick(60_000);
    await user.click(resendButton());
    await screen.findByText('Erreur lors du renvoi du code');
    await waitFor(() => expect(resendButton().disabled).toBe(false));
    expect(resendButton().textContent).toBe('Renvoyer le code');
  });
});
