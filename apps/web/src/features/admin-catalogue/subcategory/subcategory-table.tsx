import { Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { TableHead, type Column } from '../../../components/data-table';
import { responsiveImage } from '../../../lib/responsive-image';
import type { SubcategoryRow } from '../api/get-subcategories';
import { categoryRefs } from './category-refs';

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
const td = 'px-4 py-3 align-middle';

const COLUMNS: readonly Column[] = [
  { label: 'N°' },
  { label: 'Nom' },
  { label: 'Image' },
  { label: 'Catégories' },
  { label: 'Actions' },
];

/** SPEC.md §2 subcategory table: N°, name with its initial, image, categories, actions. */
export function SubcategoryTable({
  rows,
  categories,
  onView,
  onEdit,
  onDelete,
}: {
  rows: readonly SubcategoryRow[];
  categories: readonly Category[];
  onView: (row: SubcategoryRow) => void;
  onEdit: (row: SubcategoryRow) => void;
  onDelete: (row: SubcategoryRow) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-sand-100">
      <table className="w-full min-w-[44rem] text-sm">
        <TableHead columns={COLUMNS} className="bg-sand-50" cellClassName={th} />
        <tbody className="divide-y divide-sand-100">
          {rows.map((row, index) => {
            const refs = categoryRefs(row.category, categories);
            return (
              <tr key={row._id} className="hover:bg-sand-50/60">
                <td className={`${td} text-stone-500`}>{index + 1}</td>
                <th scope="row" className={`${td} text-left font-semibold text-ink`}>
                  <span className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                    >
                      {row.name.trim().charAt(0).toLocaleUpperCase('fr') || '?'}
                    </span>
                    {row.name}
                  </span>
                </th>
                <td className={td}>
                  {row.image ? (
                    <button
                      type="button"
                      onClick={() => onView(row)}
                      aria-label={`Agrandir l'image de ${row.name}`}
                      className="block size-14 overflow-hidden rounded-xl ring-1 ring-sand-200 hover:ring-brand-400"
                    >
                      <img
                        {...responsiveImage(row.image, '56px')}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    </button>
                  ) : (
                    <span className="text-stone-400">—</span>
                  )}
                </td>
                <td className={td}>
                  {refs.length === 0 ? (
                    <span className="text-stone-500 italic">Aucune catégorie</span>
                  ) : (
                    <ul className="flex flex-wrap gap-1.5">
                      {refs.map((c) => (
                        <li
                          key={c._id}
                          className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-200"
                        >
                          {c.name}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={td}>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => onEdit(row)}
                      aria-label={`Modifier ${row.name}`}
                      className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
                    >
                      <Pencil aria-hidden size={16} />
                    </button>
                    <button
                      type="button"
                      onClick={() => onDelete(row)}
                      aria-label={`Supprimer ${row.name}`}
                      className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700 hover:bg-red-100"
                    >
                      <Trash2 aria-hidden size={16} />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
