import { Copy, Rss } from 'lucide-react';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';

const FEEDS = [
  { label: 'Google Merchant Center', path: '/feeds/google.xml' },
  { label: 'Meta (Facebook, Instagram)', path: '/feeds/meta.csv' },
] as const;

/** The feeds live on the API's address (the shop's own unless VITE_API_URL points elsewhere). */
export const feedUrl = (path: string) =>
  new URL(path, import.meta.env.VITE_API_URL || window.location.origin).href;

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Lien copié');
  } catch {
    toast.error('Copie impossible : sélectionnez le lien et copiez-le');
  }
}

/** 'Flux produits': the addresses to give Google and Meta, kept up to date with the catalogue. */
export function ProductFeeds() {
  return (
    <section
      aria-labelledby="product-feeds-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-sand-100"
    >
      <h2 id="product-feeds-title" className="flex items-center gap-2 font-semibold text-ink">
        <Rss aria-hidden size={18} className="text-brand-700" /> Flux produits
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Liens à donner aux plateformes publicitaires : ils listent tous les produits et suivent le
        catalogue.
      </p>
      <div className="mt-3 space-y-2">
        {FEEDS.map((feed) => {
          const url = feedUrl(feed.path);
          return (
            <div key={feed.path} className="flex flex-wrap items-center gap-2">
              <span className="w-56 text-sm font-medium text-ink">{feed.label}</span>
              <a href={url} className="min-w-0 flex-1 truncate text-sm text-brand-800 underline">
                {url}
              </a>
              <Button
                variant="secondary"
                aria-label={`Copier le lien du flux ${feed.label}`}
                onClick={() => void copy(url)}
              >
                <Copy aria-hidden size={16} /> Copier
              </Button>
            </div>
          );
        })}
      </div>
    </section>
  );
}
