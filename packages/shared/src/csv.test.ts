import { describe, expect, it } from 'vitest';
import { csvCell, neutralise } from './csv';

describe('csv helpers', () => {
  it('leaves plain cells alone and quotes the others', () => {
    expect(csvCell('Rabat', ';')).toBe('Rabat');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('deux\nlignes', ',')).toBe('"deux\nlignes"');
  });

  it('neutralises formulas but not signed numbers', () => {
    expect(neutralise('+212 6 12 34 56 78')).toBe('+212 6 12 34 56 78');
    expect(neutralise('-5')).toBe('-5');
    expect(neutralise('+cmd|calc')).toBe("'+cmd|calc");
    expect(neutralise('=1+1')).toBe("'=1+1");
    expect(neutralise('\tx')).toBe("'\tx");
  });
});
