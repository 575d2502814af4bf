import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_GUTTER_PX,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_SUCCESS_DURATION_MS,
} from '../lib/ui-constants';

/** SPEC.md §9 toasts: at most 20 visible, success 2 s, others 4 s, loading until dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      gutter={TOAST_GUTTER_PX}
      containerStyle={{ top: 72 }}
      toastOptions={{
        blank: { duration: TOAST_DURATION_MS },
        error: { duration: TOAST_DURATION_MS },
        custom: { duration: TOAST_DURATION_MS },
        success: {
          duration: TOAST_SUCCESS_DURATION_MS,
          iconTheme: { primary: '#7c2d12', secondary: '#fff' },
        },
        style: {
          maxWidth: TOAST_MAX_WIDTH_PX,
          borderRadius: 14,
          background: '#2b211c',
          color: '#fbf7f2',
          fontSize: 14,
        },
      }}
    />
  );
}
