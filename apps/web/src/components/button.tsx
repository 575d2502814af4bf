import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-800 text-white shadow-sm hover:bg-brand-700 disabled:bg-sand-200 disabled:text-stone-700 disabled:shadow-none',
  secondary:
    'border border-sand-300 bg-white text-ink hover:border-brand-400 hover:text-brand-800 disabled:text-stone-400',
  ghost: 'text-ink hover:bg-sand-100 disabled:text-stone-400',
};

/** Shared look of buttons, also for links styled as buttons. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra?: string) =>
  cx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    extra,
  );

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
