export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MOBILE_BREAKPOINT = 768;
export const CAROUSEL_INTERVAL_MS = 4000;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_RESEND_COOLDOWN_S = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const PAGE_SIZES = { adminProducts: 12, banners: 12, listing: 8, search: 12 } as const;
export const MAX_PAGE_SIZE = 100;
export const ORDER_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const LOW_STOCK_THRESHOLD = 5;
export const SEARCH_EXAMPLES = [
  'sac',
  'bijoux',
  'accessoire femme',
  'accessoire homme',
  'montre',
  'ceinture',
  'lunettes',
] as const;
export const ACCESS_TOKEN_KEY = 'accesstoken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
