import { useEffect, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  useFormState,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
// Forms that parse with zod get its generic messages in French.
import '@zina/shared/zod-fr';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A shared schema's rule for one field, given what the form made of the field's input (a number
 * from its text…). Most shared rules start with a preprocess, whose input is `unknown`, and zod's
 * `pipe` hands a typed value to those only through `any`.
 */
export const sharedRule = <T extends z.ZodType>(rule: T): z.ZodPipe<z.ZodAny, T> =>
  z.any().pipe(rule);

/** The first message of each field, by its path (`price`, `more_details.0.value`). */
function messagesOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (path && !(path in out)) out[path] = issue.message;
  }
  return out;
}

/** The messages the form holds now, by path: a leaf carries a `type`, a list or group does not. */
function heldMessages(errors: FieldErrors, prefix = '', out: Record<string, string> = {}) {
  for (const [key, error] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // A message of the whole form (no path) is not a field's.
    if (!path || typeof error !== 'object' || error === null) continue;
    if ('type' in error) out[path] = String(error.message ?? '');
    else heldMessages(error as FieldErrors, path, out);
  }
  return out;
}

type Options<V extends FieldValues, S extends Schema> = Omit<
  UseFormProps<V, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> & {
  /** What the schema is given from the fields, when the fields are not its input as they are. */
  prepare?: (values: V) => z.input<S>;
};

export type ZodForm<V extends FieldValues, S extends Schema> = UseFormReturn<
  V,
  unknown,
  z.output<S>
> & {
  /** The fields' current values, watched: the render follows them. */
  values: V;
  /** The form's submit handler: the payload goes to `mutation`, unless it is already running. */
  submitTo: (mutation: {
    isPending: boolean;
    mutate: (payload: z.output<S>) => void;
  }) => ReturnType<UseFormReturn<V, unknown, z.output<S>>['handleSubmit']>;
};

/**
 * The one way a form is built: react-hook-form driven by a shared zod schema, whose output (the
 * payload as sent) is what the submit handler gets. Every change re-checks every field against
 * the current values, so a message that depends on another field (the confirmation of a
 * password) stays right; `useFieldError` shows a field's message once the field has been left or
 * the form submitted. Nothing takes the focus on a refused submit unless `shouldFocusError` says
 * so.
 */
export function useZodForm<S extends Schema, V extends FieldValues = z.input<S>>(
  schema: S,
  defaultValues: DefaultValues<V> & V,
  { prepare, ...options }: Options<V, S> = {},
): ZodForm<V, S> {
  // The shared schemas check synchronously: one pass, no waiting.
  const resolve = zodResolver(schema, undefined, { mode: 'sync' }) as unknown as Resolver<
    V,
    unknown,
    z.output<S>
  >;
  const resolver: typeof resolve = prepare
    ? (values, context, opts) => resolve(prepare(values) as V, context, opts)
    : resolve;
  const form = useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues,
    // The fields are checked below, all at once, whenever one changes.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
  });
  const { subscribe, handleSubmit, setError, clearErrors } = form;
  const latest = useRef({ schema, prepare });
  useEffect(() => {
    latest.current = { schema, prepare };
  });
  useEffect(() => {
    // Checked at once, in the keystroke itself, so that the value and its message render
    // together; and only when a message shown moves (most keystrokes leave them as they were).
    const recheck = (values: V, touched: FieldValues, submitted: boolean, held: FieldErrors) => {
      const { schema: current, prepare: toInput } = latest.current;
      const parsed = current.safeParse(toInput ? toInput(values) : values);
      const errors = parsed.success ? {} : messagesOf(parsed.error);
      const shown = heldMessages(held);
      const paths = new Set([...Object.keys(errors), ...Object.keys(shown)]);
      const moved = [...paths].some(
        (path) => (submitted || get(touched, path)) && errors[path] !== shown[path],
      );
      if (!moved) return;
      for (const path of Object.keys(shown)) {
        if (!errors[path]) clearErrors(path as Path<V>);
      }
      for (const [path, message] of Object.entries(errors)) {
        if (message !== shown[path]) setError(path as Path<V>, { type: 'validate', message });
      }
    };
    return subscribe({
      formState: { values: true, touchedFields: true },
      callback: ({ values, touchedFields, isSubmitted, errors }) =>
        recheck(values, touchedFields ?? {}, Boolean(isSubmitted), errors ?? {}),
    });
  }, [subscribe, setError, clearErrors]);
  // Every field has its default, so what is watched is whole.
  const values = useWatch({ control: form.control }) as V;
  const submitTo: ZodForm<V, S>['submitTo'] = (mutation) =>
    handleSubmit((payload) => {
      if (!mutation.isPending) mutation.mutate(payload);
    });
  return { ...form, values, submitTo };
}

/**
 * A field's message, shown once the field has been left or the form submitted. Only the field
 * that asks re-renders when the messages change.
 */
export function useFieldError<V extends FieldValues>(
  control: Control<V, unknown, FieldValues>,
  name: Path<V>,
): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ control, name, exact: true });
  return get(touchedFields, name) || isSubmitted
    ? (get(errors, name) as FieldError | undefined)?.message
    : undefined;
}

/** Re-checks every field when `value` changes (the password estimator once it is there). */
export function useRevalidateOn(form: { trigger: () => Promise<boolean> }, value: unknown) {
  const { trigger } = form;
  const first = useRef(value);
  useEffect(() => {
    if (value !== first.current) void trigger();
  }, [trigger, value]);
}
