import { useId } from 'react';
import { Search } from 'lucide-react';
import { cx } from '../lib/cx';

/**
 * The app's one search input, with its magnifier. With `labelShown` (the orders and invoices
 * lists) the label is written above a field the size of the filters beside it; without (the
 * catalogue grids) the field is the round one above the grid, named for screen readers only.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  labelShown = false,
  role,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  labelShown?: boolean;
  /** « search » when the field is the whole search area. */
  role?: 'search';
  /** Its width in the row. */
  className?: string;
}) {
  const id = useId();
  const field = (
    <div
      role={labelShown ? undefined : role}
      className={labelShown ? 'relative' : cx('relative w-full sm:max-w-sm', className)}
    >
      <Search
        aria-hidden
        size={labelShown ? 16 : 18}
        className={cx(
          'pointer-events-none absolute top-1/2 -translate-y-1/2 text-stone-400',
          labelShown ? 'left-3' : 'left-4',
        )}
      />
      <input
        id={id}
        type="search"
        aria-label={labelShown ? undefined : label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={
          labelShown
            ? 'min-h-11 w-full rounded-xl border border-sand-300 bg-white pr-3 pl-9 text-sm'
            : 'block min-h-12 w-full rounded-full border border-sand-200 bg-white pr-4 pl-11 text-base text-ink placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none'
        }
      />
    </div>
  );
  if (!labelShown) return field;
  return (
    <div role={role} className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-stone-600">
        {label}
      </label>
      {field}
    </div>
  );
}
