import { useState } from 'react';
import type { Category } from '@zina/shared/schemas/catalogue';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { deleteCategory } from '../api/delete-category';
import { useAdminMutation } from '../use-admin-mutation';

/**
 * SPEC.md §8: the English confirmation of the category screen. A category still used answers 409
 * with the server's French message; the admin may then detach it from them and delete it.
 */
export function DeleteCategoryDialogs({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const [conflict, setConflict] = useState<string | null>(null);
  const close = () => {
    setConflict(null);
    onClose();
  };
  const remove = useAdminMutation(deleteCategory, 'category', {
    fallbackMessage: 'Catégorie supprimée',
    onSuccess: close,
    onError: (error, input) => {
      if (input.detach || !(error instanceof ApiError) || error.status !== 409) return false;
      setConflict(error.serverMessage ?? error.message);
      return true;
    },
  });

  if (!category) return null;
  return (
    <>
      <ConfirmDialog
        open={conflict === null}
        title="Are you sure permanent delete ?"
        lang="en"
        cancelLabel="Cancel"
        confirmLabel="Confirm"
        busy={remove.isPending}
        danger
        onCancel={close}
        onConfirm={() => remove.mutate({ _id: category._id })}
      />
      <ConfirmDialog
        open={conflict !== null}
        title="Catégorie encore utilisée"
        message={conflict}
        cancelLabel="Annuler"
        confirmLabel="Détacher et supprimer"
        busyLabel="Suppression..."
        busy={remove.isPending}
        danger
        onCancel={close}
        onConfirm={() => remove.mutate({ _id: category._id, detach: true })}
      />
    </>
  );
}
