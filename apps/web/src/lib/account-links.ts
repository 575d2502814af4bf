/** SPEC.md §2 account menu and dashboard links. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const PROFILE_LINK: NavLinkItem = { to: '/dashboard/profile', label: 'Mon Profil' };

export const ADMIN_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard/category', label: 'Catégories' },
  { to: '/dashboard/subcategory', label: 'Sous-catégories' },
  { to: '/dashboard/upload-product', label: 'Ajouter Produit' },
  { to: '/dashboard/product', label: 'Produits' },
  { to: '/dashboard/orders', label: 'Commandes' },
  { to: '/dashboard/invoices', label: 'Factures' },
  { to: '/dashboard/banners', label: 'Gestion Banners' },
  { to: '/dashboard/mails', label: 'Emails en échec' },
];

export const SPACE_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard/myorders', label: 'Mes Commandes' },
  { to: '/dashboard/address', label: 'Mes Adresses' },
];
