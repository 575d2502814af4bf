import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/button';

/** 'Précédent' / 'Suivant' with page/total (SPEC.md §2), bounded by the server's page count. */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const total = Math.max(totalPages, 1);
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden size={18} />
        Précédent
      </Button>
      <span className="text-sm font-semibold text-stone-700" aria-live="polite">
        {page}/{total}
      </span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= total}>
        Suivant
        <ChevronRight aria-hidden size={18} />
      </Button>
    </nav>
  );
}
