import { Banknote, Boxes, ShieldCheck, Truck } from 'lucide-react';

/** SPEC.md §9 home claims, with the cash-on-delivery promise of §1. */
const BENEFITS = [
  { icon: Truck, title: 'Livraison gratuite en 24h', text: 'Partout au Maroc, sans frais.' },
  { icon: Banknote, title: 'Paiement à la livraison', text: 'Vous payez en recevant votre colis.' },
  { icon: ShieldCheck, title: 'Qualité premium', text: 'Des pièces choisies une à une.' },
  { icon: Boxes, title: 'Plus de 10,000 produits', text: 'Sacs, bijoux, montres et plus.' },
] as const;

export function BenefitCards() {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className="sr-only">
        Nos engagements
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-100 sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden size={20} />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-ink">{title}</h3>
              <p className="text-xs text-stone-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
