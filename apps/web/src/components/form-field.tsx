import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { cx } from '../lib/cx';
import { useFieldError } from '../lib/use-zod-form';

/** An input's props (its `ref` too, so that a form library can register it) and its label. */
type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the field and announced with it. */
  error?: string | null;
};

const inputClass = (invalid: boolean) =>
  cx(
    'block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-stone-400 transition-colors focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-sand-200 focus:border-brand-500 focus:ring-brand-100',
  );

/** The message under a field, announced with it through the field's aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  );
}

export function TextField({ label, error, className, ...input }: InputProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error))}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, className, ...input }: InputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(inputClass(Boolean(error)), 'pr-12')}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-stone-500 hover:text-brand-800"
        >
          {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The look of a compact control (select, input, textarea) placed with `Field`. */
export const controlClass =
  'min-h-11 rounded-xl border border-sand-300 bg-white px-3 text-sm focus:ring-2 focus:ring-brand-200 focus:outline-none';

/** What `Field` hands its control: the id of its label, and its hint and error wiring. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * FormField's companion, for a control that is not a text or password input (a select, a
 * textarea, a date-time): a label, the control it names, a hint and the error under it. In a
 * `useZodForm` form, register the control and pass `useFieldError(form.control, name)` as
 * `error`; a text or password input is a `FormField`.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type BoundProps<V extends FieldValues> = Omit<InputProps, 'name' | 'error'> & {
  control: Control<V, unknown, FieldValues>;
  name: Path<V>;
  /** TextField unless said otherwise. */
  input?: (props: InputProps) => ReactNode;
};

/** A TextField (or PasswordField) registered in a `useZodForm` form, showing its message. */
export function FormField<V extends FieldValues>({
  control,
  name,
  input: Input = TextField,
  ...props
}: BoundProps<V>) {
  const error = useFieldError(control, name);
  return <Input {...props} {...control.register(name)} error={error} />;
}

/** The props of a customer's e-mail input (sign-in, sign-up, forgotten password). */
export const EMAIL_INPUT = {
  label: 'Adresse email',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  placeholder: 'vous@exemple.com',
} as const;

/** The props of a Moroccan phone input (profile, addresses, the express form). */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '06 12 34 56 78',
} as const;
