import { lazy, Suspense, type ComponentProps } from 'react';

/** The links (every back-office one with its icon) load once someone is signed in: not for a visitor. */
const AccountLinks = lazy(() =>
  import('./account-links').then((m) => ({ default: m.AccountLinks })),
);

/** The desktop account menu's content, loaded on its own. */
export function LazyAccountLinks(props: ComponentProps<typeof AccountLinks>) {
  return (
    <Suspense
      fallback={
        <p role="status" className="px-3 py-2 text-sm text-stone-500">
          Chargement…
        </p>
      }
    >
      <AccountLinks {...props} />
    </Suspense>
  );
}
