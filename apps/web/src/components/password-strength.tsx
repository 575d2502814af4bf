import { Check, X } from 'lucide-react';
import {
  passwordChecks,
  passwordScore,
  passwordVerdict,
  strengthLevel,
  type StrengthLevel,
} from '@zina/shared/password-strength';
import { cx } from '../lib/cx';
import { usePasswordEstimator } from '../lib/use-password-estimator';

const BARS = 5;

const LEVELS: Record<StrengthLevel, { label: string; bar: string; text: string }> = {
  weak: { label: 'Faible', bar: 'bg-red-500', text: 'text-red-700' },
  medium: { label: 'Moyen', bar: 'bg-amber-500', text: 'text-amber-700' },
  strong: { label: 'Fort', bar: 'bg-emerald-600', text: 'text-emerald-700' },
};

/**
 * SPEC.md §2: 5 bars, one per point of the score (weak ≤ 2, medium 3, strong ≥ 4); a password
 * the estimator finds guessable stays weak whatever it ticks. The French hint under it says why,
 * and is announced as it changes (aria-live).
 */
export function StrengthMeter({ password }: { password: string }) {
  const ready = usePasswordEstimator();
  const verdict = passwordVerdict(password);
  const checks = passwordScore(password);
  const guessable = ready && !verdict.ok && checks > 2;
  const score = guessable ? 2 : checks;
  const level = LEVELS[strengthLevel(score)];
  const hint = verdict.hint ?? (password && !ready ? 'Vérification du mot de passe…' : null);
  return (
    <div className="mt-2">
      <div
        role="meter"
        aria-label="Force du mot de passe"
        aria-valuemin={0}
        aria-valuemax={BARS}
        aria-valuenow={score}
        aria-valuetext={password ? `${level.label} (${score} sur ${BARS})` : 'Aucun mot de passe'}
        className="flex gap-1.5"
      >
        {Array.from({ length: BARS }, (_, i) => (
          <span
            key={i}
            data-filled={i < score}
            className={cx(
              'h-1.5 flex-1 rounded-full transition-colors',
              i < score ? level.bar : 'bg-sand-100',
            )}
          />
        ))}
      </div>
      <div aria-live="polite" data-testid="password-hint">
        {password && (
          <p className={cx('mt-1.5 text-xs font-semibold', level.text)}>
            Force du mot de passe : {level.label}
          </p>
        )}
        {password && hint && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
      </div>
    </div>
  );
}

/** The live checklist of SPEC.md §5 (the lowercase point counts in the score, not in the list). */
export function PasswordChecklist({ password }: { password: string }) {
  const checks = passwordChecks(password);
  const items = [
    { ok: checks.length, label: 'Au moins 8 caractères' },
    { ok: checks.uppercase, label: 'Une majuscule' },
    { ok: checks.digit, label: 'Un chiffre' },
    { ok: checks.special, label: 'Un caractère spécial' },
  ];
  return (
    <ul aria-label="Exigences du mot de passe" className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.label}
          data-ok={item.ok}
          className={cx('flex items-center gap-2', item.ok ? 'text-emerald-700' : 'text-stone-500')}
        >
          {item.ok ? (
            <Check aria-hidden size={16} className="shrink-0" />
          ) : (
            <X aria-hidden size={16} className="shrink-0" />
          )}
          {item.label}
          <span className="sr-only">{item.ok ? ' : respecté' : ' : non respecté'}</span>
        </li>
      ))}
    </ul>
  );
}
