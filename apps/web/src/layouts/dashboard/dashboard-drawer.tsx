import { useEffect, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cx } from '../../lib/cx';

/**
 * The slide-in menu of small screens. Always mounted so that it can slide both ways; while closed
 * it is inert (out of the tab order and of the accessibility tree). Escape, the backdrop and the
 * close button close it.
 */
export function DashboardDrawer({
  id,
  open,
  onClose,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, onClose]);

  return (
    <div
      inert={!open}
      aria-hidden={!open}
      className={cx(
        'fixed inset-0 z-50 transition-[visibility] duration-200 lg:hidden',
        open ? 'visible' : 'invisible',
      )}
    >
      <div
        aria-hidden
        onClick={onClose}
        className={cx(
          'absolute inset-0 bg-ink/50 transition-opacity duration-200',
          open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu du tableau de bord"
        tabIndex={-1}
        className={cx(
          'absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-3 shadow-2xl transition-transform duration-200 ease-out focus:outline-none',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onClose}
            aria-label="Fermer le menu"
            className="flex size-11 items-center justify-center rounded-full text-stone-600 hover:bg-sand-100"
          >
            <X aria-hidden size={20} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
