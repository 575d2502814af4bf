import { LogIn } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button';

/** Leads to /login and brings the shopper back to the page they were on. */
export function LoginButton({ className }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const onAuthPage = ['/login', '/register'].includes(location.pathname);
  return (
    <button
      type="button"
      onClick={() =>
        void navigate('/login', onAuthPage ? undefined : { state: { from: location } })
      }
      className={buttonClass('secondary', className)}
    >
      <LogIn aria-hidden size={18} />
      Connexion
    </button>
  );
}
