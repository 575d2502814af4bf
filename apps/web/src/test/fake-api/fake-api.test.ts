import { describe, expect, it } from 'vitest';
import { api } from '../../api/http';
import { ApiError } from '../../api/client';
import { CUSTOMER, signIn } from '../session';
import { CONTRACT } from './contract';
import { takeProblems } from './server';
import { callsTo, holdNext, ok, on, refuse, refuseNext, server } from '.';

const UserDetails = CONTRACT['GET /api/user/user-details'];
const ForgotPassword = CONTRACT['PUT /api/user/forgot-password'];

describe('the fake API', () => {
  it('answers a call with a body the shared schema accepts, and keeps the call', async () => {
    signIn();
    server.use(on('GET /api/user/user-details', () => ok(CUSTOMER, 'Vos informations')));
    const body = await api.get(UserDetails, '/api/user/user-details', { query: { full: 1 } });
    expect(body).toEqual({
      success: true,
      error: false,
      message: 'Vos informations',
      data: CUSTOMER,
    });
    expect(callsTo('GET /api/user/user-details')).toEqual([
      expect.objectContaining({ query: { full: '1' }, auth: 'Bearer access-1', body: undefined }),
    ]);
  });

  it('rejects a fake answer that breaks the shared schema, and fails the test', async () => {
    // A drifted fake: `role` outside the contract's enum, `name` missing.
    const drifted = { ...CUSTOMER, role: 'SUPERUSER', name: undefined };
    server.use(on('GET /api/user/user-details', () => ok(drifted as unknown as typeof CUSTOMER)));
    const failure = await api.get(UserDetails, '/api/user/user-details').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    // The page sees a server error…
    expect((failure as ApiError).status).toBe(500);
    // Whatever the page did with that failure, the test fails after it ends.
    const problems = takeProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/contract[\s\S]*data\.name[\s\S]*data\.role/);
  });

  it('types every success body by the contract at compile time', () => {
    // @ts-expect-error a cart line list is not a user
    on('GET /api/user/user-details', () => ok([{ _id: 'x' }]));
    expect(true).toBe(true);
  });

  it('writes error answers as the API does (ApiErrorSchema), and plays pending steps once', async () => {
    server.use(on('PUT /api/user/forgot-password', () => ok(undefined, 'Code envoyé')));
    refuseNext('PUT /api/user/forgot-password', 429, 'Trop de tentatives');
    const refused = await api
      .put(ForgotPassword, '/api/user/forgot-password', {})
      .catch((e: ApiError) => e);
    expect(refused).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      serverMessage: 'Trop de tentatives',
    });

    const release = holdNext('PUT /api/user/forgot-password', 'Message du serveur');
    const held = api.put(ForgotPassword, '/api/user/forgot-password', {});
    release();
    expect((await held).message).toBe('Message du serveur');
    expect((await api.put(ForgotPassword, '/api/user/forgot-password', {})).message).toBe(
      'Code envoyé',
    );
    expect(refuse(404, 'Introuvable').status).toBe(404);
  });
});
