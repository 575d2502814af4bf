import { MessageCircle } from 'lucide-react';
import { SOCIAL_LINKS, WHATSAPP_URL } from '../../lib/site';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-ink text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-3">
        <div>
          <p className="font-display text-3xl text-white">Zina</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-sand-200/80">
            Sacs, bijoux, montres, ceintures et lunettes pour elle et lui. Livraison gratuite en 24h
            et paiement à la livraison partout au Maroc.
          </p>
        </div>
        <nav aria-labelledby="footer-social">
          <h2
            id="footer-social"
            className="text-xs font-semibold tracking-widest text-sand-300 uppercase"
          >
            Suivez-nous
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-4 text-sm font-medium text-white transition-colors hover:border-brand-300 hover:text-brand-200"
                >
                  {link.name}
                  <span className="sr-only"> (nouvel onglet)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-xs font-semibold tracking-widest text-sand-300 uppercase">
            Une question ?
          </h2>
          <p className="mt-4 text-sm text-sand-200/80">Notre équipe vous répond sur WhatsApp.</p>
          <a
            href={WHATSAPP_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-[#1f7a4d] px-5 text-sm font-semibold text-white transition-colors hover:bg-[#18653f]"
          >
            <MessageCircle aria-hidden size={18} />
            Discuter sur WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </div>
      </div>
      <p className="border-t border-white/10 px-6 py-5 text-center text-xs text-sand-200/70">
        © {new Date().getFullYear()} Zina. Tous droits réservés.
      </p>
    </footer>
  );
}
