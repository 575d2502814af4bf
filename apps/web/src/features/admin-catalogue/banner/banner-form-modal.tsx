import { useState, type FormEvent } from 'react';
import { useController } from 'react-hook-form';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { FormActions } from '../../../components/form-actions';
import { FormField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { Modal } from '../../../components/modal';
import { toast } from '../../../lib/toast';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { saveBanner } from '../api/save-banner';
import { useAdminMutation } from '../use-admin-mutation';
import {
  BannerFormSchema,
  EMPTY_BANNER,
  fromBanner,
  type BannerFormValues,
} from './banner-form-schema';

type TextKey = Exclude<keyof BannerFormValues, 'isActive' | 'imageDesktop' | 'imageMobile'>;

const TEXTS: [TextKey, string][] = [
  ['title', 'Titre'],
  ['subtitle', 'Sous-titre'],
  ['tag', 'Tag'],
  ['description', 'Description'],
  ['buttonText', 'Texte du bouton principal'],
  ['buttonLink', 'Lien du bouton principal'],
  ['secondaryButtonText', 'Texte du bouton secondaire'],
  ['secondaryButtonLink', 'Lien du bouton secondaire'],
];

/** SPEC.md §2/§5 banner create and edit; submit waits for the saves and the uploads. */
export function BannerFormModal({
  banner,
  onClose,
}: {
  banner: Banner | null;
  onClose: () => void;
}) {
  const editing = banner !== null;
  const form = useZodForm<typeof BannerFormSchema, BannerFormValues>(
    BannerFormSchema,
    banner ? fromBanner(banner) : EMPTY_BANNER,
  );
  const { control } = form;
  const desktop = useController({ control, name: 'imageDesktop' }).field;
  const mobile = useController({ control, name: 'imageMobile' }).field;
  // One message for both pickers (SPEC.md §5 says it of both).
  const imagesError = [
    useFieldError(control, 'imageDesktop'),
    useFieldError(control, 'imageMobile'),
  ].find(Boolean);
  const [uploadingDesktop, setUploadingDesktop] = useState(false);
  const [uploadingMobile, setUploadingMobile] = useState(false);
  const save = useAdminMutation(saveBanner, 'banner', {
    fallbackMessage: editing ? 'Bannière mise à jour' : 'Bannière créée',
    onSuccess: onClose,
  });

  const blocked = save.isPending || uploadingDesktop || uploadingMobile;
  const send = form.handleSubmit(
    (input) => save.mutate({ ...(banner ? { _id: banner._id } : {}), ...input }),
    (errors) => {
      const images = errors.imageDesktop?.message ?? errors.imageMobile?.message;
      if (images) toast.error(images);
    },
  );
  const submit = (event: FormEvent) => {
    // Nothing is checked while an image is still uploading or the save runs.
    if (blocked) return event.preventDefault();
    void send(event);
  };

  let label = editing ? 'Mettre à jour' : 'Créer la Bannière';
  if (save.isPending) label = editing ? 'Mise à jour...' : 'Création...';

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? 'Modifier la Bannière' : 'Nouvelle Bannière'}
      size="lg"
      locked={save.isPending}
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <div className="grid gap-5 sm:grid-cols-2">
          <ImageUpload
            label="Image desktop"
            value={desktop.value}
            onChange={desktop.onChange}
            disabled={save.isPending}
            successMessage="Image desktop uploadée avec succès"
            failureMessage="Erreur lors de l'upload de l'image desktop"
            onBusyChange={setUploadingDesktop}
          />
          <ImageUpload
            label="Image mobile"
            value={mobile.value}
            onChange={mobile.onChange}
            disabled={save.isPending}
            successMessage="Image mobile uploadée avec succès"
            failureMessage="Erreur lors de l'upload de l'image mobile"
            onBusyChange={setUploadingMobile}
          />
        </div>
        {imagesError && (
          <p role="alert" className="-mt-2 text-sm text-red-700">
            {imagesError}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXTS.map(([key, text]) => (
            <FormField
              key={key}
              control={control}
              name={key}
              label={text}
              maxLength={key === 'description' ? 500 : 200}
              disabled={save.isPending}
            />
          ))}
          <FormField
            control={control}
            name="order"
            label="Ordre"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            disabled={save.isPending}
          />
          <label className="flex min-h-12 items-center gap-3 self-end rounded-xl border border-sand-200 px-4">
            <input
              type="checkbox"
              {...form.register('isActive')}
              disabled={save.isPending}
              className="size-5 accent-brand-700"
            />
            <span className="text-sm font-medium text-stone-700">Bannière active</span>
          </label>
        </div>
        <FormActions
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={label}
          submitDisabled={blocked}
        />
      </form>
    </Modal>
  );
}
