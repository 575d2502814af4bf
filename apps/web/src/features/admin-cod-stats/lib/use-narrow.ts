import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm`: a phone. */
const QUERY = '(max-width: 39.99rem)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the screen is a phone's, following rotations and resizes. */
export const useNarrow = () => useSyncExternalStore(subscribe, () => media()?.matches ?? false);
