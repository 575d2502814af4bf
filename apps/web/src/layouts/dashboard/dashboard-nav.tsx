import { NavLink } from 'react-router';
import {
  backOfficeLinks,
  backOfficeTitle,
  DASHBOARD_LINK,
  PROFILE_LINK,
  roleLabel,
  SPACE_LINKS,
  type NavLinkItem,
} from '../../lib/account-links';
import { NavBadgeSlot } from '../../lib/admin-slots';
import { cx } from '../../lib/cx';
import { useSession } from '../../lib/session-store';
import { LogoutButton } from '../logout-button';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-sand-50 hover:text-brand-800',
  );

function Group({
  id,
  title,
  links,
  onNavigate,
}: {
  id: string;
  title?: string;
  links: readonly NavLinkItem[];
  onNavigate?: () => void;
}) {
  return (
    <div>
      {title && (
        <p
          id={id}
          className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wider text-stone-500 uppercase"
        >
          {title}
        </p>
      )}
      <ul aria-labelledby={title ? id : undefined} className="flex flex-col gap-0.5">
        {links.map((link) => {
          const Icon = link.icon;
          return (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onNavigate} className={itemClass}>
                <Icon aria-hidden size={18} className="shrink-0" />
                {link.label}
                <NavBadgeSlot to={link.to} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The dashboard menu (SPEC.md §2): the same in the sidebar and in the small-screen drawer. */
export function DashboardNav({
  idPrefix,
  onNavigate,
}: {
  idPrefix: string;
  onNavigate?: () => void;
}) {
  const user = useSession((s) => s.user);
  const backOffice = backOfficeLinks(user.role);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 px-3 py-2">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-10 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-lg text-brand-800"
          >
            {(user.name || user.mobile || 'U').charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">
            {user.name || user.mobile || 'Utilisateur'}
          </p>
          <p className="truncate text-xs text-stone-500">{roleLabel(user.role)}</p>
        </div>
      </div>
      <Group
        id={`${idPrefix}-main`}
        links={[DASHBOARD_LINK, PROFILE_LINK]}
        onNavigate={onNavigate}
      />
      <Group
        id={`${idPrefix}-space`}
        title="Mon Espace"
        links={SPACE_LINKS}
        onNavigate={onNavigate}
      />
      {backOffice.length > 0 && (
        <Group
          id={`${idPrefix}-admin`}
          title={backOfficeTitle(user.role)}
          links={backOffice}
          onNavigate={onNavigate}
        />
      )}
      <div className="mt-2 border-t border-sand-100 pt-2">
        <LogoutButton onNavigate={onNavigate} />
      </div>
    </div>
  );
}
