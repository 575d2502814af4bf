/** French texts of the cart screens (SPEC.md §4, §5, §8). */
export const CART_TEXT = {
  loginToAdd: 'Veuillez vous connecter pour ajouter des articles au panier',
  loginToChange: 'Veuillez vous connecter pour modifier votre panier',
  loginToProceed: 'Veuillez se connecter',
  detailsMissing: 'Erreur: Détails du panier manquants',
  added: 'Produit ajouté au panier',
  increased: 'Quantité augmentée',
  decreased: 'Quantité diminuée',
  removed: 'Article supprimé',
  unavailableRemoved: 'Article supprimé du panier',
  updateFailed: 'Erreur lors de la mise à jour',
  deleteFailed: 'Erreur lors de la suppression',
  addFailed: "Erreur lors de l'ajout au panier",
  unavailableTitle: 'Produit non disponible',
  unavailableText: "Ce produit a été supprimé ou n'est plus disponible",
  /** Our wording: SPEC.md §4 does not give it. */
  cleaned: 'Votre panier a été nettoyé des produits indisponibles',
} as const;
