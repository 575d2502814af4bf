import { useState } from 'react';
import { Plus } from 'lucide-react';
import { ORDER_MSG } from '@zina/shared/schemas/order';
import type { Address } from '@zina/shared/schemas/address';
import { Button } from '../../components/button';
import { PageSpinner } from '../../components/page-spinner';
import { cx } from '../../lib/cx';
import { AddressLines } from './address-card';
import { AddressForm } from './address-form';
import { useAddressesQuery } from './api/get-addresses';

export interface AddressPickerProps {
  selectedId: string | null;
  onSelect: (address: Address | null) => void;
}

/**
 * SPEC.md §4 checkout address choice: nothing is selected at first; a customer without an
 * address sees the add form open at once, with 'Veuillez ajouter une adresse de livraison'.
 */
export function AddressPicker({ selectedId, onSelect }: AddressPickerProps) {
  const query = useAddressesQuery();
  const [adding, setAdding] = useState(false);

  if (query.isPending) return <PageSpinner />;
  const addresses = query.data ?? [];
  const none = addresses.length === 0;

  return (
    <div className="flex flex-col gap-4">
      {none && (
        <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {ORDER_MSG.addressRequired}
        </p>
      )}
      {!none && (
        <fieldset>
          <legend className="sr-only">Adresse de livraison</legend>
          <ul className="grid gap-3">
            {addresses.map((address) => {
              const checked = address._id === selectedId;
              return (
                <li key={address._id}>
                  <label
                    className={cx(
                      'flex cursor-pointer gap-3 rounded-2xl border bg-white p-4 transition-colors',
                      checked ? 'border-brand-600 ring-2 ring-brand-100' : 'border-sand-200',
                    )}
                  >
                    <input
                      type="radio"
                      name="delivery-address"
                      value={address._id}
                      checked={checked}
                      onChange={() => onSelect(address)}
                      aria-label={`${address.adresse}, ${address.ville}`}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <AddressLines address={address} />
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {none || adding ? (
        <div className="rounded-2xl border border-sand-200 bg-white p-5">
          <h3 className="mb-4 font-display text-lg">Nouvelle adresse</h3>
          <AddressForm
            onSaved={(address) => {
              setAdding(false);
              onSelect(address);
            }}
            onCancel={none ? undefined : () => setAdding(false)}
          />
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden size={18} />
          Ajouter une adresse
        </Button>
      )}
    </div>
  );
}
