import { useLayoutEffect, useRef } from 'react';

/**
 * Focus goes back to what opened a dialog when it closes. Radix returns it to a Dialog.Trigger;
 * the app's dialogs open from anywhere (a card's button, a menu, a shortcut), so the element
 * focused when `open` turned true is kept and focused again. Captured in a layout effect: before
 * the dialog moves the focus inside.
 */
export function useOpenerFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
