import { Link } from 'react-router';
import {
  backOfficeLinks,
  backOfficeTitle,
  PROFILE_LINK,
  roleLabel,
  SPACE_LINKS,
  type NavLinkItem,
} from '../../lib/account-links';
import { isAdmin, isAgent, useSession } from '../../lib/session-store';
import { LogoutButton } from '../logout-button';
import { displayName } from './display-name';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-stone-700 transition-colors hover:bg-sand-50 hover:text-brand-800';

function LinkList({
  id,
  title,
  links,
  onNavigate,
}: {
  id: string;
  title: string;
  links: readonly NavLinkItem[];
  onNavigate?: () => void;
}) {
  return (
    <div className="border-t border-sand-100 pt-2">
      <p
        id={id}
        className="px-3 pb-1 text-xs font-semibold tracking-wider text-stone-500 uppercase"
      >
        {title}
      </p>
      <ul aria-labelledby={id}>
        {links.map((link) => {
          const Icon = link.icon;
          return (
            <li key={link.to}>
              <Link to={link.to} onClick={onNavigate} className={itemClass}>
                <Icon aria-hidden size={18} className="text-brand-600" />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** SPEC.md §2 account menu content, shared by the desktop menu and the mobile one. */
export function AccountLinks({
  onNavigate,
  idPrefix,
}: {
  onNavigate?: () => void;
  idPrefix: string;
}) {
  const user = useSession((s) => s.user);
  const admin = isAdmin(user);
  const backOffice = backOfficeLinks(user.role);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 px-3 py-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display text-lg text-brand-800">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate font-semibold text-ink">
            <span className="truncate">{displayName(user)}</span>
            {(admin || isAgent(user)) && (
              <span className="rounded-full bg-brand-800 px-2 py-0.5 text-[11px] font-bold tracking-wide text-white">
                {admin ? 'Admin' : roleLabel(user.role)}
              </span>
            )}
          </p>
          {user.email && <p className="truncate text-xs text-stone-500">{user.email}</p>}
        </div>
      </div>
      <Link to={PROFILE_LINK.to} onClick={onNavigate} className={itemClass}>
        <PROFILE_LINK.icon aria-hidden size={18} className="text-brand-600" />
        {PROFILE_LINK.label}
      </Link>
      {backOffice.length > 0 && (
        <LinkList
          id={`${idPrefix}-admin`}
          title={backOfficeTitle(user.role)}
          links={backOffice}
          onNavigate={onNavigate}
        />
      )}
      <LinkList
        id={`${idPrefix}-space`}
        title="Mon Espace"
        links={SPACE_LINKS}
        onNavigate={onNavigate}
      />
      <div className="border-t border-sand-100 pt-2">
        <LogoutButton onNavigate={onNavigate} />
      </div>
    </div>
  );
}
