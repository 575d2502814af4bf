import type { ReactNode } from 'react';

/** The head of a « Mon Espace » page: its title, a line under it, and its action on the right. */
export function PageHeader({
  id,
  title,
  subtitle,
  children,
}: {
  /** The title's id, which the page's section is labelled by. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** The action (a button). */
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id={id} className="font-display text-3xl text-ink">
          {title}
        </h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
