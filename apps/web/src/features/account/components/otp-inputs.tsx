import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@zina/shared/constants';
import { cx } from '../../../lib/cx';

/** `OTP_LENGTH` empty boxes. */
export const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * SPEC.md §4–5 code entry: one digit per box, non-digits stripped, focus moves on after a digit,
 * Backspace on an empty box goes back, a pasted (or autofilled) whole code fills every box.
 */
export function OtpInputs({
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `digits` from box `start` on, then focuses the box after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    // A whole code always lands in the first box, wherever it was pasted.
    const from = digits.length >= OTP_LENGTH ? 0 : start;
    const written = digits.slice(0, OTP_LENGTH - from).split('');
    written.forEach((d, i) => (next[from + i] = d));
    onChange(next);
    focusBox(from + written.length);
  };

  const onInput = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (digits === '') {
      if (raw === '') onChange(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // Typing into a filled box (caret placed by a click) gives two digits: keep the new one.
    const old = value[index];
    if (digits.length === 2 && old) return fill(index, digits[0] === old ? digits[1]! : digits[0]!);
    fill(index, digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <div role="group" aria-label="Code de vérification" className="flex justify-between gap-2">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          value={digit}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          disabled={disabled}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Chiffre ${index + 1} sur ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'size-12 min-w-0 rounded-xl border bg-white text-center font-display text-2xl text-ink transition-colors focus:outline-none focus:ring-2 disabled:bg-sand-50 sm:size-14',
            invalid
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-sand-200 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
      ))}
    </div>
  );
}
