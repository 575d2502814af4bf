import {
  ChartNoAxesCombined,
  ClipboardList,
  FileText,
  Images,
  Layers,
  LayoutDashboard,
  LayoutGrid,
  MailExclamationPoint,
  MapPin,
  Package,
  PackagePlus,
  PhoneCall,
  ShoppingBag,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

/** SPEC.md §2 account menu and dashboard links, each with its one icon (every menu shows it). */
export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const DASHBOARD_LINK: NavLinkItem = {
  to: '/dashboard',
  label: 'Tableau de Bord',
  icon: LayoutDashboard,
};

export const PROFILE_LINK: NavLinkItem = {
  to: '/dashboard/profile',
  label: 'Mon Profil',
  icon: UserRound,
};

export const ADMIN_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard/category', label: 'Catégories', icon: LayoutGrid },
  { to: '/dashboard/subcategory', label: 'Sous-catégories', icon: Layers },
  { to: '/dashboard/upload-product', label: 'Ajouter Produit', icon: PackagePlus },
  { to: '/dashboard/product', label: 'Produits', icon: Package },
  { to: '/dashboard/orders', label: 'Commandes', icon: ClipboardList },
  { to: '/dashboard/confirmations', label: 'Confirmations', icon: PhoneCall },
  { to: '/dashboard/invoices', label: 'Factures', icon: FileText },
  { to: '/dashboard/cod-performance', label: 'Performance COD', icon: ChartNoAxesCombined },
  { to: '/dashboard/banners', label: 'Gestion Banners', icon: Images },
  { to: '/dashboard/mails', label: 'Emails en échec', icon: MailExclamationPoint },
];

export const SPACE_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard/myorders', label: 'Mes Commandes', icon: ShoppingBag },
  { to: '/dashboard/address', label: 'Mes Adresses', icon: MapPin },
];
