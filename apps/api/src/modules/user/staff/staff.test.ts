import { describe, expect, it } from 'vitest';
import { STAFF_MSG, type StaffMember } from '@zina/shared/schemas/staff';
import { loggableUrl } from '../../../lib/logging';
import { ADMIN, CUSTOMER, json, loginAs, setupTestApp, signedInHeaders } from '@test/test-app';

// The clock moves past an invitation's 72 hours: sessions outlast it.
const t = setupTestApp({ env: { ACCESS_TOKEN_TTL: String(10 * 86400) } });
const admin = signedInHeaders(t, ADMIN);
const PASSWORD = 'Equipe-Zina-2026!';

const staff = async () =>
  json<{ data: StaffMember[] }>(
    await t.app.inject({ method: 'GET', url: '/api/staff', headers: admin }),
  ).data;
const invite = (email: string, role = 'AGENT', headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/invite',
    headers,
    payload: { email, name: `Membre ${email.split('@')[0]}`, role },
  });
const accept = (token: string, password = PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/staff/accept', payload: { token, password } });
const patch = (id: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/${id}`, headers, payload });

async function tokenFor(email: string): Promise<string> {
  await t.sendQueuedMail();
  const mail = t.outbox().findLast((m) => m.to === email)!;
  expect(mail.subject).toBe('Invitation à rejoindre l’équipe Zina');
  const url = /(\S+\/equipe\/invitation\/)([A-Za-z0-9_-]{40,})/.exec(mail.text)!;
  expect(url[1]).toBe(`${t.deps.config.webOrigin}/equipe/invitation/`);
  return url[2]!;
}

describe('the shop’s team', () => {
  it('invites by a single-use link that sets the password; the member signs in as AGENT', async () => {
    const email = 'samira@equipe.ma';
    expect((await invite(email)).statusCode).toBe(201);
    expect((await staff()).find((m) => m.email === email)?.invitedUntil).toBeTruthy();
    const token = await tokenFor(email);
    expect((await accept(token, 'faible')).statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
    const again = await accept(token, `${PASSWORD}x`);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(STAFF_MSG.invitationInvalid);
    const { auth } = await loginAs(t.app, email, PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/user-details', headers: auth });
    expect(json<{ data: { role: string } }>(me).data.role).toBe('AGENT');
    const row = (await staff()).find((m) => m.email === email)!;
    expect(row).toMatchObject({ role: 'AGENT', disabled: false, invitedUntil: null });
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('lets an invitation lapse after 72 hours, and never takes over an existing account', async () => {
    expect((await invite('tard@equipe.ma')).statusCode).toBe(201);
    const token = await tokenFor('tard@equipe.ma');
    t.clock.advance(72 * 3_600_000 + 1000);
    expect((await accept(token)).statusCode).toBe(400);
    const taken = await invite(CUSTOMER.email);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(STAFF_MSG.accountExists);
  });

  it('disables a member: their token is refused at once and they cannot sign in; re-enabled, they can', async () => {
    const email = 'youssef@equipe.ma';
    await invite(email);
    await accept(await tokenFor(email));
    const { auth } = await loginAs(t.app, email, PASSWORD);
    const desk = () =>
      t.app.inject({ method: 'GET', url: '/api/order/admin/confirmations', headers: auth });
    expect((await desk()).statusCode).toBe(200);
    const id = (await staff()).find((m) => m.email === email)!._id;
    const off = await patch(id, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(json<{ data: StaffMember }>(off).data.disabled).toBe(true);
    expect((await desk()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect((await patch(id, { disabled: false })).statusCode).toBe(200);
    const back = await loginAs(t.app, email, PASSWORD);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/order/admin/confirmations',
          headers: back.auth,
        })
      ).statusCode,
    ).toBe(200);
    // Made an admin, then back to agent: the role follows at the next sign-in.
    expect((await patch(id, { role: 'ADMIN' })).statusCode).toBe(200);
    expect((await staff()).find((m) => m._id === id)?.role).toBe('ADMIN');
  });

  it('keeps an admin from changing their own access and the shop from losing its last admin', async () => {
    const me = (await staff()).find((m) => m.email === ADMIN.email)!;
    const self = await patch(me._id, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(json(self).message).toBe(STAFF_MSG.notYourself);
    // The other admin (made in the previous test) cannot demote the demo admin if alone… here
    // there are two: demoting one works, demoting the last is refused.
    const other = (await staff()).find((m) => m.role === 'ADMIN' && m._id !== me._id)!;
    const otherAuth = (await loginAs(t.app, other.email, PASSWORD)).auth;
    expect((await patch(me._id, { role: 'AGENT' }, otherAuth)).statusCode).toBe(200);
    const last = await patch(other._id, { role: 'AGENT' }, otherAuth);
    expect(last.statusCode).toBe(409);
  });

  it('keeps an invitation’s token out of the log', () => {
    expect(loggableUrl('/equipe/invitation/abcDEF123')).toBe('/equipe/invitation/[masqué]');
  });

  it('answers the staff routes to admins only', async () => {
    const customer = (await loginAs(t.app, CUSTOMER.email, CUSTOMER.password)).auth;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff', headers: customer })).statusCode,
    ).toBe(403);
    expect((await invite('x@equipe.ma', 'ADMIN', customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff' })).statusCode).toBe(401);
  });
});
