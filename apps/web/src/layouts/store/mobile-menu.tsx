import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useSession } from '../../lib/session-store';
import { AccountLinks } from './account-links';
import { LoginButton } from './login-button';

/** The hamburger's panel under 768 px. */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const status = useSession((s) => s.status);
  return (
    <nav
      id={id}
      aria-label="Menu principal"
      className="border-t border-sand-100 bg-white px-4 py-3 shadow-lg md:hidden"
    >
      {status === 'signed-in' ? (
        <AccountLinks idPrefix="mobile-menu" onNavigate={onClose} />
      ) : status === 'loading' ? (
        <p role="status" className="px-3 py-2 text-sm text-stone-500">
          Chargement…
        </p>
      ) : (
        <div className="flex flex-col gap-3 py-2">
          <p className="px-1 text-sm text-stone-600">
            Connectez-vous pour retrouver votre panier et vos commandes.
          </p>
          <LoginButton className="w-full" />
          <Link to="/register" onClick={onClose} className={buttonClass('ghost', 'w-full')}>
            Créer un compte
          </Link>
        </div>
      )}
    </nav>
  );
}
