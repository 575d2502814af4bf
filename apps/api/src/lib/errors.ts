import { CODE_OF_KIND, STATUS_OF_KIND, type ErrorCode, type ErrorKind } from '@zina/shared/errors';

/** Services throw these; one handler maps kinds to statuses and the contract's body. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;
  readonly code: ErrorCode;
  constructor(kind: ErrorKind, message: string, code: ErrorCode = CODE_OF_KIND[kind]) {
    super(message);
    this.kind = kind;
    this.status = STATUS_OF_KIND[kind];
    this.code = code;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const invalid = (message: string) => new AppError('INVALID', message);
/** A 409; `code` names the conflict when a client acts on it (OUT_OF_STOCK, PRICE_CHANGED…). */
export const conflict = (message: string, code?: ErrorCode) =>
  new AppError('CONFLICT', message, code);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const tooMany = (message: string) => new AppError('TOO_MANY', message);
