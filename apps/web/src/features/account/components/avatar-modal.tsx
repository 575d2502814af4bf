import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@zina/shared/constants';
import { MSG } from '@zina/shared/messages';
import { errorMessage } from '../../../api/errors';
import { Modal } from '../../../components/modal';
import { useSession } from '../../../lib/session-store';
import { uploadAvatar } from '../api/upload-avatar';
import { UserAvatar } from './user-avatar';
import { FormActions } from '../../../components/form-actions';

export const AVATAR_UPLOADED = 'Image téléchargée avec succès';
export const AVATAR_FAILED = "Erreur lors du téléchargement de l'image";

/** SPEC.md §5 image rules, checked before anything is sent. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return MSG.imageInvalid;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageTooBig;
  return null;
}

/** SPEC.md §2 profile: a modal (the app's one dialog) to choose and upload a new photo. */
export function AvatarModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const inputId = useId();
  const user = useSession((s) => s.user);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

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
    <Modal
      open={open}
      onClose={close}
      title="Changer la photo de profil"
      size="sm"
      locked={upload.isPending}
    >
      <div className="flex flex-col items-center gap-4">
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
      <FormActions
        className="mt-6"
        onCancel={close}
        busy={upload.isPending}
        submitLabel={upload.isPending ? 'Téléchargement...' : 'Enregistrer la photo'}
        submitDisabled={!file || upload.isPending}
        onSubmit={() => file && upload.mutate(file)}
      />
    </Modal>
  );
}
