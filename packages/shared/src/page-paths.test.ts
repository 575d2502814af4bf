import { describe, expect, it } from 'vitest';
import { confirmTokenIn, isPagePath, listingSlugsIn, productSlugIn } from './page-paths';
import { idFromSlug, listingPath, productPath } from './slug';

const bag = { _id: '0123456789abcdef01234567', name: 'Sac à main Casablanca' };
const femme = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Femme' };
const sacs = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Sacs' };

describe('page paths', () => {
  it('reads back the slug of every product address the shop writes', () => {
    const slug = productSlugIn(productPath(bag));
    expect(idFromSlug(slug ?? undefined)).toBe(bag._id);
    expect(productSlugIn(`${productPath(bag)}/`)).toBe(slug);
    expect(productSlugIn('/product')).toBeNull();
    expect(productSlugIn('/products')).toBeNull();
  });

  it('reads back both slugs of every listing address the shop writes', () => {
    const slugs = listingSlugsIn(listingPath(femme, sacs));
    expect(slugs?.map((s) => idFromSlug(s))).toEqual([femme._id, sacs._id]);
    expect(listingSlugsIn('/femme')).toBeNull();
    expect(listingSlugsIn('/a/b/c')).toBeNull();
  });

  it('knows the fixed pages, with or without a trailing slash', () => {
    expect(isPagePath('/search')).toBe(true);
    expect(isPagePath('/search/')).toBe(true);
    expect(isPagePath('/searc')).toBe(false);
  });

  it('knows the confirmation links, and reads their token', () => {
    expect(confirmTokenIn('/commande/confirmer/tok_4f9a1c2e8b7d6a5f')).toBe('tok_4f9a1c2e8b7d6a5f');
    expect(confirmTokenIn('/commande/confirmer/abc/')).toBe('abc');
    expect(confirmTokenIn('/commande/confirmer/')).toBeNull();
    expect(confirmTokenIn('/commande/confirmer/a/b')).toBeNull();
    expect(isPagePath('/commande/confirmer/tok_4f9a1c2e8b7d6a5f')).toBe(true);
    expect(isPagePath('/commande/confirmer')).toBe(false);
  });

  it('knows a staff invitation’s page, with its token or after the page moved it out', () => {
    expect(isPagePath('/equipe/invitation/Abc_123-xyz')).toBe(true);
    expect(isPagePath('/equipe/invitation')).toBe(true);
    expect(isPagePath('/equipe/invitation/a/b')).toBe(false);
    expect(isPagePath('/equipe')).toBe(false);
  });
});
