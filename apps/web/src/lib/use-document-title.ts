import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers: "Connexion — Zina". */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} — Zina`;
  }, [title]);
}
