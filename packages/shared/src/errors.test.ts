import { describe, expect, it } from 'vitest';
import { CODE_OF_KIND, codeOfStatus, ERROR_CODES, isErrorCode, STATUS_OF_KIND } from './errors';

describe('error codes', () => {
  it('gives each kind a code whose status reads back to the same code', () => {
    for (const [kind, code] of Object.entries(CODE_OF_KIND)) {
      expect(codeOfStatus(STATUS_OF_KIND[kind as keyof typeof STATUS_OF_KIND])).toBe(code);
    }
  });

  it('names the statuses no rule named', () => {
    expect(codeOfStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeOfStatus(415)).toBe('VALIDATION');
    expect(codeOfStatus(500)).toBe('SERVER_ERROR');
    expect(codeOfStatus(502)).toBe('SERVER_ERROR');
  });

  it('recognises only its own codes', () => {
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('out_of_stock')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });
});
