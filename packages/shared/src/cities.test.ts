import { describe, expect, it } from 'vitest';
import { MOROCCAN_CITIES } from './cities';

describe('Moroccan cities', () => {
  it('are unique and in French alphabetical order, with the main cities', () => {
    const list = [...MOROCCAN_CITIES];
    expect(new Set(list).size).toBe(list.length);
    expect([...list].sort(new Intl.Collator('fr').compare)).toEqual(list);
    for (const city of ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir']) {
      expect(list).toContain(city);
    }
  });
});
