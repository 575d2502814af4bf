import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Menu, Search, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cx } from '../../lib/cx';
import { AccountMenu } from './account-menu';
import { SearchBar } from './search-bar';

/** The hamburger's panel and the account links in it load with its first opening. */
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand-100 md:hidden';

/** SPEC.md §2 sticky header; under 768 px the search and the account menu fold away. */
export function SiteHeader({ cart }: { cart: ReactNode }) {
  const { pathname } = useLocation();
  const onSearch = pathname === '/search';
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A new page closes whatever the shopper had unfolded.
    setShownPath(pathname);
    setSearchOpen(false);
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-sand-100 bg-cream/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2.5 md:flex-nowrap md:gap-6 md:px-6 md:py-3">
        <Link
          to="/"
          aria-label="Zina, accueil"
          className="font-display text-3xl leading-none tracking-wide text-brand-800"
        >
          Zina
        </Link>

        <div
          id="site-search"
          className={cx(
            'order-last w-full md:order-none md:block md:max-w-xl md:flex-1',
            onSearch || searchOpen ? 'block' : 'hidden',
          )}
        >
          <SearchBar />
        </div>

        <div className="ml-auto flex items-center gap-1.5 md:gap-3">
          {!onSearch && (
            <button
              type="button"
              className={iconButton}
              aria-label={searchOpen ? 'Fermer la recherche' : 'Ouvrir la recherche'}
              aria-expanded={searchOpen}
              aria-controls="site-search"
              onClick={() => setSearchOpen((v) => !v)}
            >
              {searchOpen ? <X aria-hidden size={22} /> : <Search aria-hidden size={22} />}
            </button>
          )}
          <div className="hidden md:block">
            <AccountMenu />
          </div>
          {cart}
          <button
            type="button"
            className={iconButton}
            aria-label={menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
