import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The frame of the sign-in and password-recovery screens (one h1 per page). */
export function FormCard({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  /** Shown above the title on the recovery screens. */
  icon?: LucideIcon;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-100 sm:p-8">
        {Icon && (
          <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon aria-hidden size={24} />
          </span>
        )}
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        <div className="mt-2 text-sm text-stone-600">{subtitle}</div>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A text link inside a FormCard. */
export const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
