import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@zina/shared/messages';
import { CURRENT_PASSWORD_MSG } from '@zina/shared/schemas/user';
import { users } from '../../db/schema';
import { PHONE_INVALID } from '@zina/shared/phone';
import { multipartFile } from '@test/fixtures/multipart';
import { expectMessage, expectRefusal, json, setupTestApp } from '@test/test-app';
import { NO_AVATAR } from './profile-routes';
import { accountKit } from '@test/kits/user-test-kit';

const t = setupTestApp();
const kit = accountKit(t);

async function signedIn() {
  const acc = await kit.newAccount('profil');
  const s = await kit.session(acc.email, acc.password);
  return { ...acc, auth: s.auth };
}

const update = (auth: Record<string, string>, payload: object) =>
  kit.call('PUT', '/api/user/update-user', payload, { headers: auth });

const details = async (auth: Record<string, string>) => {
  const res = await kit.call('GET', '/api/user/user-details', undefined, { headers: auth });
  expect(res.statusCode).toBe(200);
  return json<{ data: { name: string; email: string; mobile: string; avatar: string } }>(res).data;
};

describe('profile update', () => {
  it('saves name, e-mail and a normalised Moroccan mobile', async () => {
    const me = await signedIn();
    const res = await update(me.auth, {
      name: '  Salma Idrissi ',
      email: ' Salma.Idrissi@Exemple.MA ',
      mobile: '06 12 34 56 78',
      currentPassword: me.password,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      error: false,
      message: 'Profil mis à jour avec succès',
      data: { name: 'Salma Idrissi', email: 'salma.idrissi@exemple.ma', mobile: '+212612345678' },
    });
    expect(await details(me.auth)).toMatchObject({
      name: 'Salma Idrissi',
      email: 'salma.idrissi@exemple.ma',
      mobile: '+212612345678',
    });
    // The new address is the one to sign in with.
    expect((await kit.login('salma.idrissi@exemple.ma', me.password)).statusCode).toBe(200);
    expect((await kit.login(me.email, me.password)).statusCode).toBe(401);
  });

  it.each([
    ['0712345678', '+212712345678'],
    ['+212 6 98 76 54 32', '+212698765432'],
    ['00212-5-28-00-11-22', '+212528001122'],
    ['212.661.234.567', '+212661234567'],
  ])('accepts the mobile %s as %s', async (mobile, stored) => {
    const me = await signedIn();
    const res = await update(me.auth, { name: me.name, email: me.email, mobile });
    expect(res.statusCode).toBe(200);
    expect((await details(me.auth)).mobile).toBe(stored);
  });

  it('refuses a number that is not Moroccan, in French', async () => {
    const me = await signedIn();
    for (const mobile of ['0812345678', '+33612345678', '06123', 'abc']) {
      const res = await update(me.auth, { name: me.name, email: me.email, mobile });
      expectMessage(res, 400, PHONE_INVALID);
    }
    expect((await details(me.auth)).mobile).toBe('');
  });

  it('requires every field', async () => {
    const me = await signedIn();
    const full = { name: 'Nom', email: me.email, mobile: '0612345678' };
    const cases: Array<[object, string]> = [
      [{ ...full, name: '  ' }, 'Le nom est requis'],
      [{ ...full, email: '' }, MSG.emailRequired],
      [{ ...full, mobile: '' }, 'Le numéro de téléphone est requis'],
      [{ name: 'Nom', email: me.email }, 'Le numéro de téléphone est requis'],
    ];
    for (const [payload, message] of cases) {
      const res = await update(me.auth, payload);
      expectMessage(res, 400, message);
    }
  });

  it('refuses an e-mail that another account uses, with 409', async () => {
    const me = await signedIn();
    const other = await kit.newAccount('autre');
    const res = await update(me.auth, { name: me.name, email: other.email, mobile: '0612345678' });
    expectRefusal(res, 409, 'CONFLICT', 'Un compte existe déjà avec cet email');
    expect((await details(me.auth)).email).toBe(me.email);
    // Keeping one's own address is not a conflict.
    const same = await update(me.auth, {
      name: 'Autre Nom',
      email: me.email,
      mobile: '0612345678',
    });
    expect(same.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await update({}, { name: 'X', email: 'x@exemple.ma', mobile: '0612345678' });
    expect(res.statusCode).toBe(401);
  });
});

describe('changing the e-mail or the password', () => {
  const mobile = '0612345678';
  const noticesTo = (email: string) => kit.mailsTo(email).filter((m) => !/code/i.test(m.subject));
  // Notices are queued with the change; the tests' app runs no worker, so they are sent here.
  const settle = () => t.sendQueuedMail();

  it('needs the current password for a new e-mail; the old address is told', async () => {
    const me = await signedIn();
    const moved = { name: me.name, email: `parti-${me.email}`, mobile };

    const missing = await update(me.auth, moved);
    expectMessage(missing, 400, CURRENT_PASSWORD_MSG.missing);
    const wrong = await update(me.auth, { ...moved, currentPassword: 'Pas-Le-Bon-2026!' });
    expectMessage(wrong, 403, CURRENT_PASSWORD_MSG.wrong);
    expect((await details(me.auth)).email).toBe(me.email);
    await settle();
    expect(noticesTo(me.email)).toEqual([]);

    const ok = await update(me.auth, { ...moved, currentPassword: me.password });
    expect(ok.statusCode).toBe(200);
    expect((await details(me.auth)).email).toBe(moved.email);
    await settle();
    const [notice] = noticesTo(me.email);
    expect(notice?.subject).toBe('Changement de l’adresse email de votre compte Zina');
    expect(notice?.text).toContain(`remplacée par ${moved.email}`);
    expect(notice?.html).toContain('lang="fr"');
    // Name and mobile alone still need nothing more.
    expect((await update(me.auth, { ...moved, name: 'Nouveau Nom' })).statusCode).toBe(200);
  });

  it('limits wrong guesses of the current password', async () => {
    const me = await signedIn();
    const moved = { name: me.name, email: `devine-${me.email}`, mobile };
    for (let i = 0; i < 10; i++) {
      const res = await update(me.auth, { ...moved, currentPassword: `Essai-${i}-Faux!` });
      expect(res.statusCode).toBe(403);
    }
    const blocked = await update(me.auth, { ...moved, currentPassword: me.password });
    expectMessage(blocked, 429, MSG.tooManyRequests);
    expect((await details(me.auth)).email).toBe(me.email);
    t.clock.advance(16 * 60 * 1000);
    const later = await kit.session(me.email, me.password);
    const allowed = await update(later.auth, { ...moved, currentPassword: me.password });
    expect(allowed.statusCode).toBe(200);
  });

  it('sends an account without a password (Google) to « Mot de passe oublié »', async () => {
    const me = await signedIn();
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.email, me.email));
    const res = await update(me.auth, {
      name: me.name,
      email: `google-${me.email}`,
      mobile,
      currentPassword: 'Nimporte-Quoi-2026!',
    });
    expectMessage(res, 403, CURRENT_PASSWORD_MSG.none);
    expect(json(res).message).toContain('Mot de passe oublié');
    expect((await details(me.auth)).email).toBe(me.email);
  });

  it('changes the password with the current one, under the strength rule', async () => {
    const me = await signedIn();
    const elsewhere = await kit.session(me.email, me.password);
    const next = 'Nouveau-Passe-2026!';
    kit.secret(next);
    const base = { name: me.name, email: me.email, mobile };

    const noCurrent = await update(me.auth, { ...base, newPassword: next, confirmPassword: next });
    expectMessage(noCurrent, 400, CURRENT_PASSWORD_MSG.missing);
    for (const weak of ['12345678', 'password', 'azertyui', '        ', 'a', 'Password1!']) {
      const res = await update(me.auth, {
        ...base,
        currentPassword: me.password,
        newPassword: weak,
        confirmPassword: weak,
      });
      expect(res.statusCode, weak).toBe(400);
      expect(json(res).message, weak).toMatch(/^Le mot de passe doit être plus fort\. \S/);
    }
    const ok = await update(me.auth, {
      ...base,
      currentPassword: me.password,
      newPassword: next,
      confirmPassword: next,
    });
    expect(ok.statusCode).toBe(200);
    expect((await kit.login(me.email, me.password)).statusCode).toBe(401);
    expect((await kit.login(me.email, next)).statusCode).toBe(200);
    // The other device is signed out; this one stays.
    const refresh = (token: string) =>
      kit.call('POST', '/api/user/refresh-token', { refreshToken: token });
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await details(me.auth)).email).toBe(me.email);
    await settle();
    expect(noticesTo(me.email).map((m) => m.subject)).toEqual([
      'Votre mot de passe Zina a été modifié',
    ]);
  });
});

async function uploadAvatar(
  auth: Record<string, string>,
  bytes: Buffer,
  opts: { filename?: string; type?: string; field?: string } = {},
) {
  const body = await multipartFile(
    opts.field ?? 'avatar',
    bytes,
    opts.filename ?? 'moi.png',
    opts.type ?? 'image/png',
  );
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/upload-avatar',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

const png = (colour: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();

const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'uploads', 'images')).sort();
  } catch {
    return [];
  }
};
const fileOf = (url: string) =>
  join(t.dataDir, 'uploads', new URL(url).pathname.replace(/^\/uploads\//, ''));

describe('avatar', () => {
  it('refuses a file that is not an image, whatever its name and type say', async () => {
    const me = await signedIn();
    const before = storedFiles();
    const res = await uploadAvatar(me.auth, Buffer.from('<?php echo "bonjour"; ?>'));
    expectRefusal(res, 400, 'VALIDATION', MSG.imageInvalid);
    expect(storedFiles()).toEqual(before);
    expect((await details(me.auth)).avatar).toBe('');
  });

  it('stores a real PNG as WebP, then removes the old files on the next upload', async () => {
    const me = await signedIn();
    const first = await uploadAvatar(me.auth, await png('#b5651d'));
    expect(first.statusCode).toBe(200);
    const firstUrl = json<{ data: { avatar: string } }>(first).data.avatar;
    expect(json(first)).toEqual({
      success: true,
      error: false,
      message: 'Photo de profil mise à jour avec succès',
      data: { avatar: firstUrl },
    });
    // Absolute in the answer, as every image (ADR 0018).
    expect(firstUrl).toMatch(
      new RegExp(`^${t.deps.config.publicUrl}/uploads/images/[0-9a-f]{24}-400\\.webp$`),
    );
    expect((await details(me.auth)).avatar).toBe(firstUrl);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const firstFiles = storedFiles().filter((f) => firstUrl.includes(f.slice(0, 24)));
    expect(firstFiles.length).toBeGreaterThan(0);

    const second = await uploadAvatar(me.auth, await png('#1d65b5'), { filename: 'b.png' });
    expect(second.statusCode).toBe(200);
    const secondUrl = json<{ data: { avatar: string } }>(second).data.avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(fileOf(secondUrl))).toBe(true);
    expect(existsSync(fileOf(firstUrl))).toBe(false);
    expect(storedFiles().some((f) => firstUrl.includes(f.slice(0, 24)))).toBe(false);
    expect((await details(me.auth)).avatar).toBe(secondUrl);
  });

  it('refuses a file over 5 MB, a wrong field and a non-multipart body, in French', async () => {
    const me = await signedIn();
    const big = Buffer.concat([await png('#000000'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(me.auth, big);
    expectMessage(tooBig, 400, MSG.imageTooBig);

    const wrongField = await uploadAvatar(me.auth, await png('#000000'), { field: 'image' });
    expectMessage(wrongField, 400, NO_AVATAR);

    const plain = await kit.call(
      'PUT',
      '/api/user/upload-avatar',
      { avatar: 'x' },
      { headers: me.auth },
    );
    expectMessage(plain, 400, NO_AVATAR);
    expect((await details(me.auth)).avatar).toBe('');
  });

  it('needs a signed-in user', async () => {
    const before = storedFiles();
    const res = await uploadAvatar({}, await png('#000000'));
    expect(res.statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});
