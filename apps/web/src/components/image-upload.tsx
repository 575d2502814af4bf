import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { toast } from '../lib/toast';
import { IMAGE_MIME_TYPES } from '@zina/shared/constants';
import { errorMessage } from '../api/errors';
import { cx } from '../lib/cx';
import { imageProblem, uploadImage } from './image-upload-request';

export const UPLOAD_SUCCESS = 'Image téléchargée avec succès';
export const UPLOAD_FAILURE = "Erreur lors du téléchargement de l'image";

interface Pending {
  key: number;
  /** An object URL of the picked file, shown at once. */
  preview: string;
  /** 0 to 1. */
  progress: number;
}

interface UploaderOptions {
  onUploaded: (url: string) => void;
  successMessage?: string;
  failureMessage?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** The uploads under way of one picker, each with its preview and progress. */
function useUploader({
  onUploaded,
  successMessage = UPLOAD_SUCCESS,
  failureMessage = UPLOAD_FAILURE,
  onBusyChange,
}: UploaderOptions) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const latest = useRef({ onUploaded, onBusyChange });
  useEffect(() => {
    latest.current = { onUploaded, onBusyChange };
  });

  const busy = pending.length > 0;
  useEffect(() => {
    latest.current.onBusyChange?.(busy);
  }, [busy]);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const start = (file: File) => {
    // SPEC.md §5: the two refusals come before any byte is sent.
    const reason = imageProblem(file);
    setProblem(reason);
    if (reason) {
      toast.error(reason);
      return;
    }
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    const controller = new AbortController();
    aborts.current.add(controller);
    setPending((list) => [...list, { key, preview, progress: 0 }]);
    const done = () => {
      aborts.current.delete(controller);
      URL.revokeObjectURL(preview);
      setPending((list) => list.filter((p) => p.key !== key));
    };
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (progress) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
    }).then(
      (url) => {
        if (controller.signal.aborted) return;
        done();
        toast.success(successMessage);
        latest.current.onUploaded(url);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        done();
        toast.error(failureMessage);
        // The server's reason (not an image, too big…) stays beside the picker.
        setProblem(errorMessage(error));
      },
    );
  };

  return { pending, problem, start };
}

function Spinner({ progress, label }: { progress: number; label: string }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink/45 text-white">
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-white/40 border-t-white"
      />
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-3/4 overflow-hidden rounded-full bg-white/30"
      >
        <div className="h-full bg-white transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-xs font-semibold">{percent} %</span>
    </div>
  );
}

/** A drop zone that is also the file picker's label (one file at a time). */
function DropZone({
  inputId,
  label,
  disabled,
  onFile,
  className,
  children,
}: {
  inputId: string;
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <label
      htmlFor={inputId}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cx(
        'relative flex overflow-hidden rounded-2xl border-2 border-dashed transition-colors',
        disabled
          ? 'cursor-not-allowed border-sand-200 bg-sand-50 text-stone-400'
          : 'cursor-pointer border-sand-300 bg-white text-stone-600 hover:border-brand-400',
        over && 'border-brand-500 bg-brand-50',
        className,
      )}
    >
      {children}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        aria-label={label}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {text}
    </p>
  );
}

const HINT = 'JPG, PNG ou WEBP, 5 Mo maximum';

export interface ImageUploadProps {
  /** The picker's accessible name, also shown above it. */
  label: string;
  /** The uploaded image's URL, '' when none. */
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** Why the picker is disabled (e.g. 'Saisissez d'abord un nom'). */
  disabledHint?: string;
  successMessage?: string;
  failureMessage?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** One image: drop or pick a file; it shows at once, with its progress until it is stored. */
export function ImageUpload({
  label,
  value,
  onChange,
  disabled = false,
  disabledHint,
  successMessage,
  failureMessage,
  onBusyChange,
}: ImageUploadProps) {
  const inputId = useId();
  const { pending, problem, start } = useUploader({
    onUploaded: onChange,
    successMessage,
    failureMessage,
    onBusyChange,
  });
  const current = pending.at(-1);
  const shown = current?.preview ?? value;

  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-stone-700" aria-hidden>
        {label}
      </p>
      <DropZone
        inputId={inputId}
        label={label}
        disabled={disabled || Boolean(current)}
        onFile={start}
        className="h-44 items-center justify-center"
      >
        {shown ? (
          <img src={shown} alt="" className="absolute inset-0 size-full object-contain p-2" />
        ) : (
          <span className="flex flex-col items-center gap-2 px-4 text-center text-sm">
            <ImagePlus aria-hidden size={28} />
            {disabled && disabledHint
              ? disabledHint
              : 'Glissez une image ici ou cliquez pour choisir'}
            <span className="text-xs text-stone-500">{HINT}</span>
          </span>
        )}
        {current && <Spinner progress={current.progress} label="Téléchargement..." />}
      </DropZone>
      {shown && !current && !disabled && (
        <p className="mt-1.5 text-xs text-stone-500">
          Cliquez ou déposez une image pour la remplacer
        </p>
      )}
      <Problem text={problem} />
    </div>
  );
}

export interface ImageUploadListProps {
  label: string;
  value: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/** Several images, one file at a time; each upload has its own spinner; thumbnails are removable. */
export function ImageUploadList({
  label,
  value,
  onAdd,
  onRemove,
  disabled = false,
  onBusyChange,
}: ImageUploadListProps) {
  const inputId = useId();
  const { pending, problem, start } = useUploader({ onUploaded: onAdd, onBusyChange });
  const tile = 'relative size-28 shrink-0 overflow-hidden rounded-2xl ring-1 ring-sand-200';

  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-stone-700" aria-hidden>
        {label}
      </p>
      <ul className="flex flex-wrap gap-3" aria-label={`${label} : aperçu`}>
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className={tile}>
            <img src={url} alt={`Image ${index + 1}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onRemove(index)}
              disabled={disabled}
              aria-label={`Retirer l'image ${index + 1}`}
              className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow hover:text-red-700"
            >
              <X aria-hidden size={16} />
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.key} className={tile}>
            <img src={p.preview} alt="" className="size-full object-cover" />
            <Spinner progress={p.progress} label="Téléchargement..." />
          </li>
        ))}
        <li>
          <DropZone
            inputId={inputId}
            label={label}
            disabled={disabled}
            onFile={start}
            className="size-28 flex-col items-center justify-center gap-1 p-2 text-center text-xs"
          >
            <ImagePlus aria-hidden size={24} />
            Ajouter une image
          </DropZone>
        </li>
      </ul>
      <p className="mt-1.5 text-xs text-stone-500">{HINT}</p>
      <Problem text={problem} />
    </div>
  );
}
