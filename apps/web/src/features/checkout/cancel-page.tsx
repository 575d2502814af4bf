import { useEffect } from 'react';
import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useCart } from '../../lib/cart-context';
import { useDocumentTitle } from '../../lib/use-document-title';

/** SPEC.md §2 cancel page: 'Order Cancel', a link home; the cart is cleared, on the server too. */
export default function CancelPage() {
  useDocumentTitle('Order Cancel');
  const { empty } = useCart();
  useEffect(() => {
    void empty();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
      <XCircle aria-hidden size={64} className="text-red-700" />
      <h1 className="mt-5 font-display text-4xl text-ink">Order Cancel</h1>
      <Link to="/" className={buttonClass('primary', 'mt-8')}>
        Retour à l'accueil
      </Link>
    </section>
  );
}
