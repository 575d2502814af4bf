import { useState } from 'react';
import { GalleryHorizontal, Plus } from 'lucide-react';
import type { Banner } from '@zina/shared/schemas/catalogue';
import { EmptyState } from '../../components/empty-state';
import { QueryContent } from '../../components/query-content';
import { Button } from '../../components/button';
import { ConfirmDialog, DeleteDialog } from '../../components/confirm-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deleteBanner } from './api/delete-banner';
import { useAdminBanners } from './api/get-banners';
import { toggleBanner } from './api/toggle-banner';
import { BannerCard } from './banner/banner-card';
import { BannerFormModal } from './banner/banner-form-modal';
import { Pagination } from '../../components/pagination';
import { SearchField } from '../../components/search-field';
import { useAdminMutation } from './use-admin-mutation';
import { useSearchPaging } from '../../lib/use-search-paging';

type Editing = { banner: Banner | null } | null;

/** SPEC.md §2 'Gestion Banners': grid, search, 12 a page, forms, toggle after confirmation. */
export default function BannersPage() {
  useDocumentTitle('Gestion Banners');
  const { text, setText, search, page, setPage, keepWithin } = useSearchPaging();
  const banners = useAdminBanners(page, search);
  const totalPages = banners.data?.totalPages ?? 0;
  keepWithin(totalPages, Boolean(banners.data) && !banners.isPlaceholderData);

  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<Banner | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const toggle = useAdminMutation(toggleBanner, 'banner', {
    fallbackMessage: 'Statut de la bannière mis à jour',
    onSuccess: () => setToggling(null),
  });
  const remove = useAdminMutation(deleteBanner, 'banner', {
    fallbackMessage: 'Bannière supprimée',
    onSuccess: () => setDeleting(null),
  });
  const list = banners.data?.banners ?? [];
  const name = (b: Banner | null) => `« ${b?.title || 'Bannière sans titre'} »`;

  return (
    <section aria-label="Bannières">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label="Rechercher une bannière"
          placeholder="Rechercher une bannière..."
          value={text}
          onChange={setText}
        />
        <Button onClick={() => setEditing({ banner: null })}>
          <Plus aria-hidden size={18} />
          Ajouter une Bannière
        </Button>
      </div>

      <QueryContent
        query={banners}
        isEmpty={list.length === 0}
        empty={<EmptyState icon={GalleryHorizontal}>Aucune bannière</EmptyState>}
      >
        <ul
          aria-busy={banners.isFetching}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {list.map((banner) => (
            <BannerCard
              key={banner._id}
              banner={banner}
              onEdit={() => setEditing({ banner })}
              onToggle={() => setToggling(banner)}
              onDelete={() => setDeleting(banner)}
            />
          ))}
        </ul>
      </QueryContent>
      {banners.data && <Pagination page={page} totalPages={totalPages} onPage={setPage} />}

      {editing && (
        <BannerFormModal
          key={editing.banner?._id ?? 'new'}
          banner={editing.banner}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.isActive ? 'Désactiver la bannière ?' : 'Activer la bannière ?'}
        message={
          toggling?.isActive
            ? `La bannière ${name(toggling)} ne sera plus affichée sur la page d'accueil.`
            : `La bannière ${name(toggling)} sera affichée sur la page d'accueil.`
        }
        cancelLabel="Annuler"
        confirmLabel={toggling?.isActive ? 'Désactiver' : 'Activer'}
        busyLabel="Mise à jour..."
        busy={toggle.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => toggling && toggle.mutate(toggling._id)}
      />
      <DeleteDialog
        item={deleting}
        title="Supprimer la bannière"
        message={(b) =>
          `Êtes-vous sûr de vouloir supprimer définitivement la bannière ${name(b)} ?`
        }
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(b) => remove.mutate(b._id)}
      />
    </section>
  );
}
