import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageUp, X } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session-store';
import { uploadAvatar } from '../api/upload-avatar';
import { UserAvatar } from './user-avatar';

export const AVATAR_UPLOADED = 'Image téléchargée avec succès';
export const AVATAR_FAILED = "Erreur lors du téléchargement de l'image";

/** SPEC.md §5 image rules, checked before anything is sent. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.imageInvalid;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageTooBig;
  return null;
}

/** SPEC.md §2 profile: a modal to choose and upload a new photo. */
export function AvatarModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const user = useSession((s) => s.user);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal?.();
    if (!open && el.open) el.close?.();
  }, [open]);

  useEffect(() => {
    if (!file) return setPreview('');
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };

  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (avatar) => {
      useSession.getState().updateAvatar(avatar);
      toast.success(AVATAR_UPLOADED);
      close();
    },
    onError: (error) => {
      toast.error(AVATAR_FAILED);
      // The server says why (not an image, too big…): keep it beside the picker.
      setProblem(errorMessage(error));
    },
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    const reason = imageProblem(picked);
    setProblem(reason);
    setFile(reason ? null : picked);
    if (reason) toast.error(reason);
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!upload.isPending) close();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget && !upload.isPending) close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-ink/50"
    >
      {open && (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl text-ink">
              Changer la photo de profil
            </h2>
            <button
              type="button"
              onClick={close}
              disabled={upload.isPending}
              aria-label="Fermer"
              className="-mt-1 -mr-2 flex size-11 items-center justify-center rounded-full text-stone-500 hover:bg-sand-100"
            >
              <X aria-hidden size={20} />
            </button>
          </div>
          <div className="mt-6 flex flex-col items-center gap-4">
            {preview ? (
              <img
                src={preview}
                alt="Aperçu de la nouvelle photo"
                className="size-32 rounded-full object-cover ring-4 ring-sand-100"
              />
            ) : (
              <UserAvatar src={user.avatar} name={user.name} className="size-32 text-5xl" />
            )}
            <label
              htmlFor={inputId}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-dashed border-sand-300 px-5 text-sm font-semibold text-brand-800 hover:border-brand-400"
            >
              <ImageUp aria-hidden size={18} />
              {file ? 'Choisir une autre image' : 'Choisir une image'}
            </label>
            <input
              id={inputId}
              type="file"
              accept={IMAGE_MIME_TYPES.join(',')}
              onChange={onPick}
              disabled={upload.isPending}
              className="sr-only"
            />
            <p className="text-xs text-stone-500">JPG, PNG ou WEBP, 5 Mo maximum.</p>
            {problem && (
              <p role="alert" className="text-center text-sm text-red-700">
                {problem}
              </p>
            )}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={upload.isPending}>
              Annuler
            </Button>
            <Button
              onClick={() => file && upload.mutate(file)}
              disabled={!file || upload.isPending}
            >
              {upload.isPending ? 'Téléchargement...' : 'Enregistrer la photo'}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
