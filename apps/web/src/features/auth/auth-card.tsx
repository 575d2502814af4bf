import type { ReactNode } from 'react';

/** The frame of the sign-in screens. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-100 sm:p-8">
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
