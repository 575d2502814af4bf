export type ErrorKind =
  | 'INVALID'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY'
  | 'UNAVAILABLE';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY: 429,
  UNAVAILABLE: 503,
};

/**
 * The machine-readable `code` of every error answer, beside its French `message`: clients decide
 * on the code (retry, refresh, show a field error) and show the message.
 */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'CART_CHANGED',
  'TOO_MANY_PENDING',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const CODE_OF_KIND: Record<ErrorKind, ErrorCode> = {
  INVALID: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY: 'RATE_LIMITED',
  UNAVAILABLE: 'UNAVAILABLE',
};

/** The code of an error answer that no rule named (the framework's, a crash): by its status. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
  }
  return status >= 500 ? 'SERVER_ERROR' : 'VALIDATION';
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN_CODES.has(value);

/** Answers that say nothing about whether the work was done: the same request may be tried again. */
const NOT_FINAL: ReadonlySet<ErrorCode> = new Set(['RATE_LIMITED', 'UNAVAILABLE', 'SERVER_ERROR']);

/** Refusals that are final for what was sent: the same request would be refused again. */
export const FINAL_REFUSALS: ReadonlySet<ErrorCode> = new Set(
  ERROR_CODES.filter((code) => !NOT_FINAL.has(code)),
);
