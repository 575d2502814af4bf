/** SPEC.md §9 constants that only the screens use (not in @zina/shared/constants). */
export const TYPING_SPEED_MS = 50;
export const TYPING_PAUSE_MS = 1000;
export const NOT_FOUND_REDIRECT_MS = 5000;
export const REQUEST_TIMEOUT_MS = 15_000;

/** react-hot-toast settings of SPEC.md §9 ("Toasts"). */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX_WIDTH_PX = 350;
export const TOAST_GUTTER_PX = 8;
