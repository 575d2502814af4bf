import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Address } from '@zina/shared/schemas/address';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { useAddressesQuery } from './api/get-addresses';
import { useDisableAddress } from './api/use-disable-address';

type Editing = { kind: 'create' } | { kind: 'edit'; address: Address } | null;

const smallButton = 'min-h-9 px-3';

/** SPEC.md §2 Mes Adresses: visible addresses, an add button, a dashed add tile, edit, delete. */
export default function AddressesPage() {
  useDocumentTitle('Mes Adresses');
  const query = useAddressesQuery();
  const disable = useDisableAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = query.data ?? [];
  const startCreate = () => setEditing({ kind: 'create' });

  return (
    <section aria-labelledby="addresses-title">
      <PageHeader
        id="addresses-title"
        title="Mes Adresses"
        subtitle="Vos adresses de livraison au Maroc."
      >
        <Button onClick={startCreate}>
          <Plus aria-hidden size={18} />
          Ajouter une adresse
        </Button>
      </PageHeader>

      {editing?.kind === 'create' && (
        <div className="mb-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
          <h2 className="mb-4 font-display text-xl">Nouvelle adresse</h2>
          <AddressForm onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
        </div>
      )}

      {query.isPending ? (
        <PageSpinner />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) =>
            editing?.kind === 'edit' && editing.address._id === address._id ? (
              <li key={address._id} className="rounded-2xl border border-brand-200 bg-white p-5">
                <h2 className="mb-4 font-display text-xl">Modifier l'adresse</h2>
                <AddressForm
                  address={address}
                  onSaved={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <AddressCard
                key={address._id}
                address={address}
                actions={
                  <>
                    <Button
                      variant="secondary"
                      className={smallButton}
                      aria-label={`Modifier l'adresse ${address.adresse}`}
                      onClick={() => setEditing({ kind: 'edit', address })}
                    >
                      <Pencil aria-hidden size={16} />
                      Modifier
                    </Button>
                    <Button
                      variant="ghost"
                      className={`${smallButton} text-red-700`}
                      aria-label={`Supprimer l'adresse ${address.adresse}`}
                      disabled={disable.isPending && disable.variables === address._id}
                      onClick={() => disable.mutate(address._id)}
                    >
                      <Trash2 aria-hidden size={16} />
                      Supprimer
                    </Button>
                  </>
                }
              />
            ),
          )}
          <li>
            <button
              type="button"
              onClick={startCreate}
              className="flex size-full min-h-40 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-sand-300 text-stone-600 transition-colors hover:border-brand-400 hover:text-brand-800"
            >
              <Plus aria-hidden size={28} />
              <span className="font-semibold">Nouvelle adresse</span>
            </button>
          </li>
        </ul>
      )}
    </section>
  );
}
