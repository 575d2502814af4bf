import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useSession } from '../../lib/session-store';
import { cx } from '../../lib/cx';
import { displayName } from './display-name';
import { LazyAccountLinks } from './lazy-account-links';
import { LoginButton } from './login-button';

/** Desktop account menu (a disclosure), or the Connexion button for visitors. */
export function AccountMenu() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (status === 'loading') {
    return <span aria-hidden className="block h-11 w-32 animate-pulse rounded-full bg-sand-100" />;
  }
  if (status === 'anonymous') return <LoginButton />;

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 max-w-52 items-center gap-2 rounded-full border border-sand-200 bg-white px-3 text-sm font-semibold text-ink shadow-sm hover:border-brand-300"
      >
        <CircleUserRound aria-hidden size={20} className="shrink-0 text-brand-700" />
        <span className="truncate">{displayName(user)}</span>
        <ChevronDown
          aria-hidden
          size={16}
          className={cx('shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 max-h-[calc(100dvh-6rem)] w-72 overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-sand-200"
      >
        <LazyAccountLinks idPrefix="desktop-menu" onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
