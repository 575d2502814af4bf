import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useOpenerFocus } from '../../../lib/use-opener-focus';

/**
 * A full-screen look at one image, on the app's one dialog library: Escape, the close button or a
 * click outside the image close it; the close button is the only control, so focus stays on it.
 */
export function ImageViewer({
  src,
  alt,
  onClose,
}: {
  src: string | null;
  alt: string;
  onClose: () => void;
}) {
  const returnFocus = useOpenerFocus(src !== null);
  return (
    <Dialog.Root open={src !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          aria-describedby={undefined}
          aria-modal="true"
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
          onClick={(e) => e.target === e.currentTarget && onClose()}
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          {src && <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />}
          <Dialog.Close
            aria-label="Fermer l'aperçu"
            className="absolute top-4 right-4 flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            <X aria-hidden size={24} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
