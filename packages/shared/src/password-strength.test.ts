import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from './messages';
import {
  isStrongEnough,
  loadPasswordEstimator,
  passwordScore,
  passwordVerdict,
  strengthLevel,
  weakPasswordMessage,
} from './password-strength';
import { RegisterSchema, ResetPasswordSchema, UpdateUserSchema } from './schemas/user';

/** Passwords the project's tests, journeys and acceptance checks set: they must stay accepted. */
const PROJECT_PASSWORDS = [
  'ZinaClient2026!',
  'ZinaAdmin2026!',
  'Accept-Passw0rd!',
  'Accept-Admin-Prod-2026!x',
  'Nouveau-Passe-2026!',
  'Autre-Passe-2026!',
  'Nouveau-Passe9!',
  'Fort-Passe9!',
  'Nouveau2026!Zina',
  'Nouveau2026!',
  'Nouveau2026#',
  'Encore2026!',
  'Depart2026!',
  'Depart1!Zina',
  'Client2026!',
  'Zina2026!',
  'Zina!2026x',
  'Brute!Zina2026',
  'Embarque2026!Zina',
  'Fiable2026!Admin',
  'Fiable2026!Client',
  'Matrice2026!Zina',
  'Reconnaissable!Mot2Passe',
  'Nouveau!Reconnaissable77',
  'Une-Vraie-Phrase-2026',
];

describe('password strength without the estimator', () => {
  it('refuses every password until the estimator is loaded (fails closed)', async () => {
    vi.resetModules();
    const fresh = await import('./password-strength');
    expect(fresh.passwordEstimatorReady()).toBe(false);
    expect(fresh.passwordVerdict('ZinaClient2026!')).toEqual({
      ok: false,
      hint: null,
      estimated: false,
    });
    await fresh.loadPasswordEstimator();
    expect(fresh.isStrongEnough('ZinaClient2026!')).toBe(true);
  });
});

describe('password strength', () => {
  beforeAll(loadPasswordEstimator);

  it('scores one point per rule', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1!')).toBe(5);
  });
  it('maps scores to the meter levels', () => {
    expect(strengthLevel(2)).toBe('weak');
    expect(strengthLevel(3)).toBe('medium');
    expect(strengthLevel(4)).toBe('strong');
  });
  it('requires a score of 3 and 8 characters', () => {
    expect(isStrongEnough('Abc1!')).toBe(false);
    expect(isStrongEnough('abcdefgh')).toBe(false);
    expect(passwordVerdict('Ab1!').hint).toBe('Utilisez au moins 8 caractères.');
  });

  it.each(['12345678', 'password', 'azertyui', '        ', 'a', ''])(
    'refuses the weak %j',
    (weak) => expect(isStrongEnough(weak)).toBe(false),
  );

  it('refuses guessable passwords that tick every box, with a French hint', () => {
    for (const weak of ['Password1!', 'Azerty123!', 'Secret123!', 'Abcdefg1', 'Motdepasse1']) {
      const verdict = passwordVerdict(weak);
      expect(verdict, weak).toMatchObject({ ok: false, estimated: true });
      expect(verdict.hint, weak).toMatch(/[a-zéè].* [a-zéè]/);
    }
    expect(weakPasswordMessage(passwordVerdict('Password1!'))).toBe(
      `${MSG.passwordWeak} Ce mot de passe est similaire à un mot de passe couramment utilisé.`,
    );
  });

  it.each(PROJECT_PASSWORDS)('accepts %s', (strong) => {
    expect(passwordVerdict(strong)).toEqual({ ok: true, hint: null, estimated: true });
  });
});

describe('the one rule in the payloads', () => {
  beforeAll(loadPasswordEstimator);
  const who = { name: 'Salma', email: 'salma@exemple.ma' };
  const payloads = (pw: string) =>
    [
      [RegisterSchema, { ...who, password: pw, confirmPassword: pw }],
      [
        ResetPasswordSchema,
        { email: who.email, resetToken: 'a'.repeat(43), newPassword: pw, confirmPassword: pw },
      ],
      [
        UpdateUserSchema,
        {
          ...who,
          mobile: '0612345678',
          currentPassword: 'x',
          newPassword: pw,
          confirmPassword: pw,
        },
      ],
    ] as const;

  it('applies to register, reset and the profile change of password', () => {
    for (const weak of ['12345678', 'password', 'azertyui', '        ', 'a']) {
      for (const [schema, payload] of payloads(weak)) {
        const result = schema.safeParse(payload);
        expect(result.error?.issues[0]?.message, weak).toMatch(
          /^Le mot de passe doit être plus fort\. \S/,
        );
      }
    }
    for (const [schema, payload] of payloads('ZinaClient2026!')) {
      expect(schema.safeParse(payload).success).toBe(true);
    }
  });
});
