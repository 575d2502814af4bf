import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { Modal } from '../../../components/modal';
import { saveBanner } from '../api/save-banner';
import { useAdminMutation } from '../use-admin-mutation';
import {
  bannerErrors,
  EMPTY_BANNER,
  fromBanner,
  toBannerInput,
  type BannerErrors,
  type BannerFormValues,
} from './banner-form-values';
import { FormActions } from '../../../components/form-actions';

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
  const [values, setValues] = useState<BannerFormValues>(() =>
    banner ? fromBanner(banner) : EMPTY_BANNER,
  );
  const [problems, setProblems] = useState<BannerErrors>({});
  const [uploadingDesktop, setUploadingDesktop] = useState(false);
  const [uploadingMobile, setUploadingMobile] = useState(false);
  const save = useAdminMutation(saveBanner, 'banner', {
    fallbackMessage: editing ? 'Bannière mise à jour' : 'Bannière créée',
    onSuccess: onClose,
  });
  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const blocked = save.isPending || uploadingDesktop || uploadingMobile;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const found = bannerErrors(values);
    setProblems(found);
    if (found.images) toast.error(found.images);
    if (Object.keys(found).length > 0) return;
    save.mutate({ ...(banner ? { _id: banner._id } : {}), ...toBannerInput(values) });
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
            value={values.imageDesktop}
            onChange={(url) => set('imageDesktop', url)}
            disabled={save.isPending}
            successMessage="Image desktop uploadée avec succès"
            failureMessage="Erreur lors de l'upload de l'image desktop"
            onBusyChange={setUploadingDesktop}
          />
          <ImageUpload
            label="Image mobile"
            value={values.imageMobile}
            onChange={(url) => set('imageMobile', url)}
            disabled={save.isPending}
            successMessage="Image mobile uploadée avec succès"
            failureMessage="Erreur lors de l'upload de l'image mobile"
            onBusyChange={setUploadingMobile}
          />
        </div>
        {problems.images && (
          <p role="alert" className="-mt-2 text-sm text-red-700">
            {problems.images}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          {TEXTS.map(([key, text]) => (
            <TextField
              key={key}
              label={text}
              value={values[key]}
              onChange={(e) => set(key, e.target.value)}
              error={problems[key]}
              maxLength={key === 'description' ? 500 : 200}
              disabled={save.isPending}
            />
          ))}
          <TextField
            label="Ordre"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={values.order}
            onChange={(e) => set('order', e.target.value)}
            error={problems.order}
            disabled={save.isPending}
          />
          <label className="flex min-h-12 items-center gap-3 self-end rounded-xl border border-sand-200 px-4">
            <input
              type="checkbox"
              checked={values.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
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
