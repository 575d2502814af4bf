import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barcodeSvg } from './delivery-note-codes';
import { printDeliveryNote, PRINT_MSG, type PrintDeps } from './print-delivery-note';
import { makeOrder } from '../../../test/fake-api';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

/** A popup window: a real document of its own, print and close recorded. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const events: string[] = [];
  const win = {
    document: doc,
    onafterprint: null as (() => void) | null,
    focus: () => events.push('focus'),
    print: () => events.push('print'),
    close: () => events.push('close'),
  };
  return { win, doc, events };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('printDeliveryNote', () => {
  it('opens the window after 500 ms, writes the note, prints, and closes 1 s after printing', async () => {
    const { win, doc, events } = fakeWindow();
    const open = vi.fn(() => win as unknown as Window);
    const alert = vi.fn();
    const order = makeOrder();
    const deps: PrintDeps = {
      open,
      alert,
      makeCodes: () => Promise.resolve({ qrDataUrl: QR, barcodeSvg: null }),
    };
    const done = printDeliveryNote(order, deps);
    await vi.advanceTimersByTimeAsync(499);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledOnce();
    await expect(done).resolves.toBe('printed');
    expect(doc.title).toBe(`Bon de livraison ${order.label}`);
    expect(doc.querySelector('img.qr')?.getAttribute('src')).toBe(QR);
    expect(events).toEqual(['focus', 'print']);

    win.onafterprint?.();
    await vi.advanceTimersByTimeAsync(999);
    expect(events).not.toContain('close');
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['focus', 'print', 'close']);
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts when the popup is blocked', async () => {
    const alert = vi.fn();
    const done = printDeliveryNote(makeOrder(), {
      open: () => null,
      alert,
      makeCodes: () => Promise.resolve({ qrDataUrl: QR, barcodeSvg: null }),
    });
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toBe('blocked');
    expect(alert).toHaveBeenCalledWith(
      "Impossible d'ouvrir la fenêtre d'impression. Vérifiez les bloqueurs de popup.",
    );
  });

  it('alerts and closes the window when the codes cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { win, events } = fakeWindow();
    const alert = vi.fn();
    const done = printDeliveryNote(makeOrder(), {
      open: () => win as unknown as Window,
      alert,
      makeCodes: () => Promise.reject(new Error('no canvas')),
    });
    await vi.advanceTimersByTimeAsync(500);
    await expect(done).resolves.toBe('codes-failed');
    expect(alert).toHaveBeenCalledWith(PRINT_MSG.codesFailed);
    expect(PRINT_MSG.codesFailed).toBe('Erreur lors de la génération des codes QR et à barres');
    expect(events).toEqual(['close']);
  });
});

describe('barcodeSvg', () => {
  it('draws the label as a CODE128 SVG of 400×100', () => {
    const svg = barcodeSvg('#ORD-042');
    expect(svg).not.toBeNull();
    const el = new DOMParser().parseFromString(svg!, 'image/svg+xml').documentElement;
    expect(el.getAttribute('width')).toBe('400');
    expect(el.getAttribute('height')).toBe('100');
    expect(el.getAttribute('viewBox')).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(el.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(el.textContent).toContain('#ORD-042');
  });

  it('gives null when jsbarcode cannot draw the text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // CODE128 has no code for characters outside ASCII.
    expect(barcodeSvg('Commande é€')).toBeNull();
  });
});
