import { describe, expect, it } from 'vitest';
import { looksLikeLink } from './link-text';
import { AddressInputSchema } from './schemas/address';
import { RegisterSchema } from './schemas/user';
import { MSG } from './messages';

describe('text that reads as a link', () => {
  it('is found in names and addresses, whatever its form', () => {
    for (const value of [
      'https://evil.test/reset',
      'Cliquez hxxp://x',
      'www.zina-promo.ma',
      'Salma (voir zina-remboursement.com)',
      'bit.ly/abc',
      'Ahmed SUPPORT-ZINA.NET',
      'rue 3, promo.shop',
    ]) {
      expect(looksLikeLink(value), value).toBe(true);
    }
  });

  it('leaves Moroccan names and addresses alone', () => {
    for (const value of [
      'Salma Benali',
      'Imm. 3, Bd. Zerktouni, Apt 12',
      'Bd.Zerktouni N°12',
      'Apt 2.Marrakech',
      'Rés. Al Amal, Hay Mohammadi',
      'M. Jean-Marc O’Neil',
      '12.5 km route de Fès',
    ]) {
      expect(looksLikeLink(value), value).toBe(false);
    }
  });

  it('is refused with a French message at registration and in an address', () => {
    const register = RegisterSchema.safeParse({
      name: 'Gagnant zina-cadeau.com',
      email: 'a@b.ma',
      password: 'Tres-Long-Passe-2026!',
      confirmPassword: 'Tres-Long-Passe-2026!',
    });
    expect(register.error?.issues.map((i) => i.message)).toContain(MSG.noLinks);
    const address = AddressInputSchema.safeParse({
      adresse: 'Voir https://evil.test',
      ville: 'Casablanca',
      telephone: '0612345678',
    });
    expect(address.error?.issues.map((i) => i.message)).toEqual([MSG.noLinks]);
  });
});
