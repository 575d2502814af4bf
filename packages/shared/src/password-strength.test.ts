import { describe, expect, it } from 'vitest';
import { isStrongEnough, passwordScore, strengthLevel } from './password-strength';

describe('password strength', () => {
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
    expect(isStrongEnough('Abcdefgh')).toBe(true);
  });
});
