import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PasswordChecklist, StrengthMeter } from './password-strength';

afterEach(cleanup);

function meter(password: string) {
  cleanup();
  render(<StrengthMeter password={password} />);
  const el = screen.getByRole('meter', { name: 'Force du mot de passe' });
  const bars = [...el.children].map((bar) => bar.getAttribute('data-filled'));
  return { now: el.getAttribute('aria-valuenow'), bars, text: el.parentElement!.textContent };
}

describe('strength meter (SPEC.md §2, §5, §9)', () => {
  it('has 5 bars and fills one per point of the score', () => {
    expect(meter('')).toMatchObject({ now: '0', bars: Array(5).fill('false') });
    expect(meter('abc').bars).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(meter('abcD').now).toBe('2');
    expect(meter('abcD1').now).toBe('3');
    expect(meter('abcD1!').now).toBe('4');
    expect(meter('abcD1!xy')).toMatchObject({ now: '5', bars: Array(5).fill('true') });
  });

  it('calls 2 or below weak, 3 medium and 4 or above strong', () => {
    expect(meter('abcdefgh').text).toBe('Force du mot de passe : Faible'); // lowercase + length
    expect(meter('abcdefgH').text).toBe('Force du mot de passe : Moyen');
    expect(meter('abcdefH1').text).toBe('Force du mot de passe : Fort');
    expect(meter('abcdH1!x').text).toBe('Force du mot de passe : Fort');
  });

  it('says nothing before anything is typed', () => {
    expect(meter('').text).toBe('');
  });
});

describe('password checklist (SPEC.md §5)', () => {
  const states = (password: string) => {
    cleanup();
    render(<PasswordChecklist password={password} />);
    const list = screen.getByRole('list', { name: 'Exigences du mot de passe' });
    return within(list)
      .getAllByRole('listitem')
      .map((li) => [li.textContent?.replace(/ : .*$/, ''), li.getAttribute('data-ok')]);
  };

  it('lists 8 characters, an uppercase letter, a digit and a special character, live', () => {
    expect(states('')).toEqual([
      ['Au moins 8 caractères', 'false'],
      ['Une majuscule', 'false'],
      ['Un chiffre', 'false'],
      ['Un caractère spécial', 'false'],
    ]);
    expect(states('Zina')).toEqual([
      ['Au moins 8 caractères', 'false'],
      ['Une majuscule', 'true'],
      ['Un chiffre', 'false'],
      ['Un caractère spécial', 'false'],
    ]);
    expect(states('zina2026 !')).toEqual([
      ['Au moins 8 caractères', 'true'],
      ['Une majuscule', 'false'],
      ['Un chiffre', 'true'],
      ['Un caractère spécial', 'true'],
    ]);
  });

  it('tells screen readers which requirements are met', () => {
    render(<PasswordChecklist password="A" />);
    screen.getByText((_, el) => el?.textContent === 'Une majuscule : respecté');
    screen.getByText((_, el) => el?.textContent === 'Un chiffre : non respecté');
  });
});
