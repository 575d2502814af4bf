import { useId, type ReactNode } from 'react';

/** One block of the page: its title, then its figures, or a line saying there are none. */
export function FigureCard({
  title,
  empty,
  emptyText = 'Aucune commande sur la période',
  children,
}: {
  title: string;
  empty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-sand-100"
    >
      <h3 id={id} className="font-display text-xl text-ink">
        {title}
      </h3>
      {empty ? <p className="mt-3 text-sm text-stone-600">{emptyText}</p> : children}
    </section>
  );
}
