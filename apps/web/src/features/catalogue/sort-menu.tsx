import { useId } from 'react';
import { ArrowUpDown } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@zina/shared/schemas/catalogue';

/** SPEC.md §2 listing sort menu, newest first by default. */
export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Nouveautés',
  'price-asc': 'Prix croissant',
  'price-desc': 'Prix décroissant',
  'name-asc': 'Nom A-Z',
  'name-desc': 'Nom Z-A',
  discount: 'Meilleures remises',
};

const SORTS = Object.keys(SORT_LABELS) as ProductSort[];
const isSort = (v: string | null): v is ProductSort => v !== null && v in SORT_LABELS;

/** The sort lives in the address (?tri=…), so a shared link or Back keeps it. */
export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tri');
  const sort = isSort(raw) ? raw : 'newest';
  const setSort = (next: ProductSort) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'newest') out.delete('tri');
        else out.set('tri', next);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [sort, setSort];
}

export function SortMenu({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-stone-600">
        <ArrowUpDown aria-hidden size={16} />
        Trier par
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as ProductSort)}
        className="min-h-11 rounded-full border border-sand-200 bg-white py-2 pr-9 pl-4 text-sm font-medium text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
