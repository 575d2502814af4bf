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
