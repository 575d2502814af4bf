import { cx } from '../../../lib/cx';

/** The user's photo, or the first letter of their name on a warm background. */
export function UserAvatar({
  src,
  name,
  className,
}: {
  src: string;
  name: string;
  className?: string;
}) {
  const base = cx('shrink-0 rounded-full object-cover ring-4 ring-white shadow-sm', className);
  if (src)
    return <img src={src} alt={`Photo de profil de ${name || 'l’utilisateur'}`} className={base} />;
  return (
    <span
      role="img"
      aria-label="Aucune photo de profil"
      className={cx(
        base,
        'flex items-center justify-center bg-brand-100 font-display text-brand-800',
      )}
    >
      {(name.trim().charAt(0) || 'U').toUpperCase()}
    </span>
  );
}
