import { describe, expect, it } from 'vitest';
import { idFromSlug, listingPath, productPath, slugify } from './slug';

const id = '6571a2b3c4d5e6f7a8b9c0d1';

describe('slugs', () => {
  it('turns spaces, commas and ampersands into hyphens and drops accents', () => {
    expect(slugify('Sac à main, Cuir & Daim')).toBe('sac-a-main-cuir-daim');
  });
  it('puts the id after the last dash', () => {
    expect(productPath({ _id: id, name: 'Montre Élégance' })).toBe(
      `/product/montre-elegance-${id}`,
    );
    expect(
      listingPath({ _id: id, name: 'Sacs' }, { _id: 'a'.repeat(24), name: 'Sacs à main' }),
    ).toBe(`/sacs-${id}/sacs-a-main-${'a'.repeat(24)}`);
  });
  it('reads the id back whatever the slug says', () => {
    expect(idFromSlug(`ancien-nom-${id}`)).toBe(id);
    expect(idFromSlug(id)).toBe(id);
    expect(idFromSlug('sans-id')).toBeNull();
    expect(idFromSlug(undefined)).toBeNull();
  });
});
