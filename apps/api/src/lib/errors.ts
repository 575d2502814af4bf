import { STATUS_OF_KIND, type ErrorKind } from '@zina/shared/errors';

/** Services throw these; one handler maps kinds to statuses and the contract's body. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;
  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.kind = kind;
    this.status = STATUS_OF_KIND[kind];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const invalid = (message: string) => new AppError('INVALID', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);
export const tooMany = (message: string) => new AppError('TOO_MANY', message);
