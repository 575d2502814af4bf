import * as client from 'openid-client';
import type { Config } from '../../config';

export interface PendingLogin {
  state: string;
  nonce: string;
  verifier: string;
}

export interface VerifiedClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

export const CALLBACK_PATH = '/auth/google/callback';

/**
 * The OpenID Connect client for Google (or any issuer set by OIDC_ISSUER): authorization
 * code flow with state, nonce and PKCE (S256). Discovery runs once, on first use.
 */
export function oidcClient(config: Config) {
  const { clientId, clientSecret, issuer } = config.google;
  const redirectUri = config.publicUrl + CALLBACK_PATH;
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    if (!clientId) throw new Error('GOOGLE_CLIENT_ID is not set');
    discovered ??= client
      .discovery(
        new URL(issuer),
        clientId,
        undefined,
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
        // Only a local test provider speaks plain http.
        issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  async function start(): Promise<{ url: URL; pending: PendingLogin }> {
    const cfg = await configuration();
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(cfg, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
    });
    return { url, pending };
  }

  /** Checks state, exchanges the code (with the PKCE verifier) and validates the ID token. */
  async function finish(query: URLSearchParams, pending: PendingLogin): Promise<VerifiedClaims> {
    const cfg = await configuration();
    const currentUrl = new URL(redirectUri);
    currentUrl.search = query.toString();
    const tokens = await client.authorizationCodeGrant(cfg, currentUrl, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    return claims;
  }

  return { enabled: Boolean(clientId), start, finish };
}
