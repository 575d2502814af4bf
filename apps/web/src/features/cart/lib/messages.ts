import { CART_MSG } from '@zina/shared/cart-texts';

/**
 * French texts of the cart screens (SPEC.md §4, §5, §8): the server's own texts come from the
 * shared CART_MSG (one definition), the rest are the screens' alone.
 */
export const CART_TEXT = {
  loginToAdd: 'Veuillez vous connecter pour ajouter des articles au panier',
  loginToChange: 'Veuillez vous connecter pour modifier votre panier',
  loginToProceed: 'Veuillez se connecter',
  detailsMissing: CART_MSG.detailsMissing,
  added: CART_MSG.added,
  increased: CART_MSG.increased,
  decreased: 'Quantité diminuée',
  removed: CART_MSG.removed,
  unavailableRemoved: 'Article supprimé du panier',
  updateFailed: 'Erreur lors de la mise à jour',
  deleteFailed: 'Erreur lors de la suppression',
  addFailed: "Erreur lors de l'ajout au panier",
  unavailableTitle: CART_MSG.productGone,
  unavailableText: "Ce produit a été supprimé ou n'est plus disponible",
  /** SPEC.md §11: a visitor's panel is always empty; it says how to order without an account. */
  expressHint:
    'Sans compte ? Sur la page d’un produit, « Commander maintenant » l’envoie en un seul formulaire, payé à la livraison.',
  /** Our wording: SPEC.md §4 does not give it. */
  cleaned: 'Votre panier a été nettoyé des produits indisponibles',
} as const;
