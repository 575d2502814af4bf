/**
 * The shop's public accounts (SPEC.md §1 footer). Set the VITE_* variables at build time to the
 * real accounts; the defaults open each network's home page.
 */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: import.meta.env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/' },
  { name: 'Facebook', href: import.meta.env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/' },
  { name: 'TikTok', href: import.meta.env.VITE_TIKTOK_URL ?? 'https://www.tiktok.com/' },
] as const;

/** WhatsApp chat contact (wa.me link with the shop's number). */
export const WHATSAPP_URL: string = import.meta.env.VITE_WHATSAPP_URL ?? 'https://wa.me/';
