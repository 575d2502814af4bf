import type hotToast from 'react-hot-toast';

type HotToast = typeof hotToast;
type Method = 'success' | 'error' | 'dismiss' | 'remove';

/**
 * react-hot-toast (and goober, its CSS-in-JS, which injects styles as it loads) stays out of
 * the first render: it is loaded with the first toast, or once the page is idle (app-root.tsx).
 * Calls made before it arrives run in order as soon as it does.
 */
let loading: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();

export function loadToast(): Promise<HotToast> {
  if (!loading) {
    loading = import('react-hot-toast').then((m) => m.default);
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** Called once the toast library is asked for (to mount the toast area). */
export function onToastLoad(listener: () => void): () => void {
  if (loading) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const later =
  <M extends Method>(method: M) =>
  (...args: Parameters<HotToast[M]>): void => {
    void loadToast().then((t) =>
      (t[method] as (...a: Parameters<HotToast[M]>) => unknown)(...args),
    );
  };

export const toast = {
  success: later('success'),
  error: later('error'),
  dismiss: later('dismiss'),
  remove: later('remove'),
};
