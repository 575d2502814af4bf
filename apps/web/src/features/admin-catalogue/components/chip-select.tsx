import { useId } from 'react';
import { X } from 'lucide-react';
import type { Ref } from '@zina/shared/schemas/catalogue';

export interface ChipSelectProps {
  label: string;
  /** The dropdown's first, empty choice. */
  placeholder: string;
  options: readonly Ref[];
  value: readonly Ref[];
  onChange: (next: Ref[]) => void;
  disabled?: boolean;
}

/**
 * SPEC.md §4: several choices from a dropdown shown as removable chips; a choice already taken
 * is not offered again, and the dropdown returns to its empty choice after each pick.
 */
export function ChipSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
}: ChipSelectProps) {
  const id = useId();
  const taken = new Set(value.map((v) => v._id));
  const offered = options.filter((o) => !taken.has(o._id));

  const pick = (optionId: string) => {
    const option = options.find((o) => o._id === optionId);
    if (!option || taken.has(option._id)) return;
    onChange([...value, { _id: option._id, name: option.name }]);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value=""
        disabled={disabled}
        onChange={(event) => pick(event.target.value)}
        className="block min-h-12 w-full rounded-xl border border-sand-200 bg-white px-4 text-base text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        <option value="">{placeholder}</option>
        {offered.map((o) => (
          <option key={o._id} value={o._id}>
            {o.name}
          </option>
        ))}
      </select>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label} choisies`}>
          {value.map((v) => (
            <li
              key={v._id}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              {v.name}
              <button
                type="button"
                onClick={() => onChange(value.filter((x) => x._id !== v._id))}
                disabled={disabled}
                aria-label={`Retirer ${v.name}`}
                className="flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
