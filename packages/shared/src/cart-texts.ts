/* The cart's limits and texts, without zod: the storefront's first load shows them (schemas/cart.ts re-exports them). */

/** Different products one cart may hold. */
export const MAX_CART_LINES = 50;
/** Units of one product a cart line holds: as many as one order may take (SPEC.md §9). */
export const MAX_CART_QUANTITY = 10;

/** French texts of the cart calls (SPEC.md §5, §8), shared by the server and the screens. */
export const CART_MSG = {
  tooManyLines: `Votre panier contient déjà ${MAX_CART_LINES} produits différents : validez-le ou retirez-en avant d’en ajouter d’autres.`,
  added: 'Produit ajouté au panier',
  increased: 'Quantité augmentée',
  updated: 'Quantité mise à jour',
  removed: 'Article supprimé',
  cleared: 'Panier vidé',
  list: 'Panier',
  productNotFound: 'Produit introuvable',
  lineNotFound: 'Article introuvable dans votre panier',
  productGone: 'Produit non disponible',
  detailsMissing: 'Erreur: Détails du panier manquants',
  lineFull: `Vous avez déjà ${MAX_CART_QUANTITY} articles de ce produit dans votre panier, le maximum par commande.`,
} as const;
