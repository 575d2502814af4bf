import { ArrowLeft, LayoutGrid, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';

/** SPEC.md §2: 'Aucun produit trouvé', with a way back and a way to every collection. */
export function NoProducts() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-sand-100">
      <SearchX aria-hidden size={40} className="text-brand-300" />
      <p className="mt-4 font-display text-2xl text-ink">Aucun produit trouvé</p>
      <p className="mt-2 max-w-sm text-sm text-stone-600">
        Cette collection ne contient pas encore d’articles.
      </p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden size={18} />
          Retour
        </Button>
        <Link to="/products" className={buttonClass('primary')}>
          <LayoutGrid aria-hidden size={18} />
          Voir toutes les collections
        </Link>
      </div>
    </div>
  );
}
