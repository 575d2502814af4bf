import { Search } from 'lucide-react';

/** The search field above an admin grid. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden
        size={18}
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-stone-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="block min-h-12 w-full rounded-full border border-sand-200 bg-white pr-4 pl-11 text-base text-ink placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
    </div>
  );
}
