import { useId } from 'react';
import { Search } from 'lucide-react';
import { cx } from '../../../lib/cx';

/** The labelled search input, with its magnifier, of the orders and invoices lists. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  role,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** « search » when the field is the whole search area. */
  role?: 'search';
  /** Its width in the row. */
  className: string;
}) {
  const id = useId();
  return (
    <div role={role} className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-semibold text-stone-600">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          size={16}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="min-h-11 w-full rounded-xl border border-sand-300 bg-white pr-3 pl-9 text-sm"
        />
      </div>
    </div>
  );
}
