import { beforeAll, describe, expect, it } from 'vitest';
import { loadPasswordEstimator } from '@zina/shared/password-strength';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PasswordChecklist, StrengthMeter } from './password-strength';

function meter(password: string) {
  cleanup();
  render(<StrengthMeter password={password} />);
  const el = screen.getByRole('meter', { name: 'Force du mot de passe' });
  const bars = [...el.children].map((bar) => bar.getAttribute('data-filled'));
  const label = el.parentElement!.querySelector('p')?.textContent ?? '';
  return { now: el.getAttribute('aria-valuenow'), bars, text: label };
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
    expect(meter('Kzuvwqbg').text).toBe('Force du mot de passe : Moyen');
    expect(meter('Kzuvwq7g').text).toBe('Force du mot de passe : Fort');
    expect(meter('Kzu7!wqb').text).toBe('Force du mot de passe : Fort');
  });

  it('says nothing before anything is typed', () => {
    expect(meter('').text).toBe('');
  });
});

describe('estimator hint (account security)', () => {
  beforeAll(loadPasswordEstimator);

  it('keeps a guessable password weak whatever it ticks, with a French hint read aloud', () => {
    render(<StrengthMeter password="Password1!" />);
    const el = screen.getByRole('meter', { name: 'Force du mot de passe' });
    expect(el.getAttribute('aria-valuenow')).toBe('2');
    const live = screen.getByTestId('password-hint');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe(
      'Force du mot de passe : Faible' +
        'Ce mot de passe est similaire à un mot de passe couramment utilisé.',
    );
  });

  it.each(['12345678', 'password', 'azertyui', '        '])('calls %j weak with a hint', (pw) => {
    render(<StrengthMeter password={pw} />);
    expect(screen.getByTestId('password-hint').textContent).toMatch(
      /^Force du mot de passe : Faible./,
    );
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
