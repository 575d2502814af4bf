import { LogOut } from 'lucide-react';
import { cx } from '../lib/cx';
import { useLogout } from '../lib/use-logout';

/** « Se Déconnecter » at the foot of both account menus; `onNavigate` closes the menu first. */
export function LogoutButton({
  onNavigate,
  className,
}: {
  onNavigate?: () => void;
  className?: string;
}) {
  const logout = useLogout();
  return (
    <button
      type="button"
      disabled={logout.isPending}
      onClick={() => {
        onNavigate?.();
        logout.mutate();
      }}
      className={cx(
        'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-red-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60',
        className,
      )}
    >
      <LogOut aria-hidden size={18} />
      Se Déconnecter
    </button>
  );
}
