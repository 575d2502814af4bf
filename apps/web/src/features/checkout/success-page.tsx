import { useEffect } from 'react';
import { CheckCircle2, PackageCheck, Truck, Home } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/button';
import { useCart } from '../../lib/cart-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { successTitle } from './lib/checkout-rules';

const STEPS = [
  {
    icon: PackageCheck,
    title: 'Préparation',
    text: 'Nous préparons votre commande avec soin.',
  },
  {
    icon: Truck,
    title: 'Expédition et suivi',
    text: 'Vous recevez un e-mail dès son expédition pour suivre la livraison.',
  },
  {
    icon: Home,
    title: 'Livraison',
    text: 'Vous payez à la réception de votre colis.',
  },
];

/** SPEC.md §2 success page: title, next steps, link home; the cart is cleared on load. */
export default function SuccessPage() {
  const location = useLocation();
  const title = successTitle((location.state as { text?: unknown } | null)?.text);
  useDocumentTitle(title);
  const { clear } = useCart();
  useEffect(() => {
    clear();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-16 text-center">
      <CheckCircle2 aria-hidden size={64} className="text-green-700" />
      <h1 className="mt-5 font-display text-4xl text-ink">{title}</h1>
      <p className="mt-3 text-stone-600">
        Merci pour votre confiance. Un e-mail de confirmation vous a été envoyé.
      </p>
      <ol className="mt-10 grid w-full gap-4 text-left sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title: step, text }, i) => (
          <li key={step} className="rounded-2xl border border-sand-200 bg-white p-5">
            <Icon aria-hidden size={24} className="text-brand-700" />
            <p className="mt-3 font-semibold">
              {i + 1}. {step}
            </p>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          Retour à l'accueil
        </Link>
        <Link to="/dashboard/myorders" className={buttonClass('secondary')}>
          Voir mes commandes
        </Link>
      </div>
    </section>
  );
}
