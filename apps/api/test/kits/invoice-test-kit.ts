import type { TestApp } from '../test-app';

/** An order's invoice as its customer or the admin downloads it. */
export function invoiceKit(t: TestApp) {
  /** GET /api/invoice/generate for the order `ref`: the PDF, its invoice made on the first ask. */
  const generate = (headers: Record<string, string>, ref: string) =>
    t.app.inject({ method: 'GET', url: `/api/invoice/generate?orderId=${ref}`, headers });
  return { generate };
}
