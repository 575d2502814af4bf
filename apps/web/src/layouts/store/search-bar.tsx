import { useState } from 'react';
import { ArrowLeft, Search } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_EXAMPLES } from '@zina/shared/constants';
import { useTypingText } from './use-typing-text';

const shell =
  'flex min-h-11 w-full items-center gap-3 rounded-full border border-sand-200 bg-white px-4 text-stone-500 shadow-sm transition-colors';

/** Off /search: an animated teaser that leads to /search (SPEC.md §2 "Search bar"). */
function SearchTeaser() {
  const typed = useTypingText(SEARCH_EXAMPLES);
  return (
    <Link
      to="/search"
      aria-label="Rechercher des accessoires"
      className={`${shell} hover:border-brand-300 hover:text-brand-800`}
    >
      <Search aria-hidden size={18} className="shrink-0" />
      <span aria-hidden className="truncate text-sm">
        Rechercher « {typed}
        <span className="animate-pulse text-brand-600">|</span> »
      </span>
    </Link>
  );
}

/** On /search: each keystroke replaces the URL's q, which the search page reads. */
function SearchInput() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => params.get('q') ?? '');

  return (
    <div
      className={`${shell} focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100`}
    >
      <Search aria-hidden size={18} className="hidden shrink-0 md:block" />
      <Link
        to="/"
        aria-label="Retour à l'accueil"
        className="-ml-1 flex size-8 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-sand-100 md:hidden"
      >
        <ArrowLeft aria-hidden size={18} />
      </Link>
      <label htmlFor="search-input" className="sr-only">
        Rechercher
      </label>
      <input
        id="search-input"
        type="search"
        enterKeyHint="search"
        // The shopper came here to type: SPEC.md §2 asks for autofocus on /search.
        autoFocus
        value={value}
        placeholder="Rechercher des accessoires et plus..."
        onChange={(event) => {
          const text = event.target.value;
          setValue(text);
          void navigate(`/search?q=${encodeURIComponent(text)}`, { replace: true });
        }}
        className="h-11 w-full min-w-0 bg-transparent text-base text-ink placeholder:text-stone-400 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
    </div>
  );
}

export function SearchBar() {
  const { pathname } = useLocation();
  return pathname === '/search' ? <SearchInput /> : <SearchTeaser />;
}
