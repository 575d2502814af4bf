/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div role="status" className="flex justify-center py-24">
      <span className="size-9 animate-spin rounded-full border-4 border-sand-200 border-t-brand-700" />
      <span className="sr-only">Chargement…</span>
    </div>
  );
}
