import { useState } from 'react';
import { Camera, Mail, Phone } from 'lucide-react';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { PageSpinner } from '../../components/page-spinner';
import { roleLabel } from '../../lib/account-links';
import { isStaff, useSession } from '../../lib/session-store';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AvatarModal } from './components/avatar-modal';
import { ProfileForm } from './components/profile-form';
import { UserAvatar } from './components/user-avatar';

/** SPEC.md §2 profile: the avatar (with its upload modal) and the edit form. */
export default function ProfilePage() {
  useDocumentTitle('Mon Profil');
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  const [avatarOpen, setAvatarOpen] = useState(false);
  if (status !== 'signed-in') return <PageSpinner />;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
      <section
        aria-labelledby="profile-card"
        className="flex flex-col items-center rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-sand-100"
      >
        <div className="relative">
          <UserAvatar src={user.avatar} name={user.name} className="size-28 text-4xl" />
          <button
            type="button"
            onClick={() => setAvatarOpen(true)}
            aria-label="Changer la photo de profil"
            className="absolute -right-1 -bottom-1 flex size-11 items-center justify-center rounded-full bg-brand-800 text-white shadow-md ring-4 ring-white hover:bg-brand-700"
          >
            <Camera aria-hidden size={18} />
          </button>
        </div>
        <h2 id="profile-card" className="mt-4 font-display text-2xl break-words text-ink">
          {user.name || 'Utilisateur'}
        </h2>
        {isStaff(user) && (
          <span className="mt-2 rounded-full bg-brand-800 px-3 py-0.5 text-xs font-bold text-white">
            {roleLabel(user.role)}
          </span>
        )}
        <dl className="mt-4 flex w-full flex-col gap-2 text-sm text-stone-600">
          <div className="flex items-center justify-center gap-2">
            <dt>
              <Mail aria-hidden size={16} />
              <span className="sr-only">Email</span>
            </dt>
            <dd className="truncate">{user.email}</dd>
          </div>
          {user.mobile && (
            <div className="flex items-center justify-center gap-2">
              <dt>
                <Phone aria-hidden size={16} />
                <span className="sr-only">Téléphone</span>
              </dt>
              <dd>{formatMoroccanPhone(user.mobile)}</dd>
            </div>
          )}
        </dl>
      </section>
      <section
        aria-labelledby="profile-edit"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-100"
      >
        <h2 id="profile-edit" className="font-display text-2xl text-ink">
          Informations personnelles
        </h2>
        <p className="mt-1 text-sm text-stone-600">Tous les champs sont obligatoires.</p>
        <div className="mt-6">
          {/* Shown again from the server's copy after each save (the mobile comes back normalised). */}
          <ProfileForm key={`${user._id}|${user.name}|${user.email}|${user.mobile}`} user={user} />
        </div>
      </section>
      <AvatarModal open={avatarOpen} onClose={() => setAvatarOpen(false)} />
    </div>
  );
}
