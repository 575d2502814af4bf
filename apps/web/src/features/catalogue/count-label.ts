/** '1 produit', '12 produits'. */
export const countLabel = (n: number) => `${n.toLocaleString('fr-MA')} produit${n > 1 ? 's' : ''}`;
