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
  MessageSquareText,
  Package,
  PackagePlus,
  PhoneCall,
  ShoppingBag,
  Truck,
  UserRound,
  UsersRound,
  Wallet,
  Webhook,
  type LucideIcon,
} from 'lucide-react';

/** SPEC.md §2 account menu and dashboard links, each with its one icon (every menu shows it). */
export interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A back-office page an agent reaches too (issue 46: the desk and the order list). */
  agent?: boolean;
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
  { to: '/dashboard/orders', label: 'Commandes', icon: ClipboardList, agent: true },
  { to: '/dashboard/confirmations', label: 'Confirmations', icon: PhoneCall, agent: true },
  { to: '/dashboard/invoices', label: 'Factures', icon: FileText },
  { to: '/dashboard/cod-performance', label: 'Performance COD', icon: ChartNoAxesCombined },
  { to: '/dashboard/banners', label: 'Gestion Banners', icon: Images },
  { to: '/dashboard/mails', label: 'Emails en échec', icon: MailExclamationPoint },
  { to: '/dashboard/equipe', label: 'Équipe', icon: UsersRound },
  { to: '/dashboard/livraison', label: 'Frais de livraison', icon: Truck },
  { to: '/dashboard/encaissements', label: 'Encaissements', icon: Wallet },
  { to: '/dashboard/messages', label: 'Messages clients', icon: MessageSquareText },
  { to: '/dashboard/webhooks', label: 'Webhooks', icon: Webhook },
];

/**
 * The back-office links a role reaches (issue 46): every one for an admin, the desk and the order
 * list for an agent, none for a customer. The server refuses the rest on its own.
 */
export function backOfficeLinks(role: string): readonly NavLinkItem[] {
  if (role === 'ADMIN') return ADMIN_LINKS;
  if (role === 'AGENT') return ADMIN_LINKS.filter((link) => link.agent);
  return [];
}

/** The menu's title over those links. */
export const backOfficeTitle = (role: string) =>
  role === 'AGENT' ? 'Espace agent' : 'Administration';

/** The role's name as the menus show it. */
export const roleLabel = (role: string) =>
  role === 'ADMIN' ? 'Administrateur' : role === 'AGENT' ? 'Agent' : 'Client';

export const SPACE_LINKS: readonly NavLinkItem[] = [
  { to: '/dashboard/myorders', label: 'Mes Commandes', icon: ShoppingBag },
  { to: '/dashboard/address', label: 'Mes Adresses', icon: MapPin },
];
