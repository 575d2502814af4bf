import type { ReactNode } from 'react';
import { MapPin, Phone } from 'lucide-react';
import { formatMoroccanPhone } from '@zina/shared/phone';
import type { Address } from '@zina/shared/schemas/address';

/** The lines of one address: street, city, telephone. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <p className="flex gap-2 font-medium text-ink">
        <MapPin aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
        <span className="break-words">{address.adresse}</span>
      </p>
      <p className="pl-6 text-stone-600">{address.ville}</p>
      <p className="flex gap-2 text-stone-600">
        <Phone aria-hidden size={16} className="mt-0.5 shrink-0 text-brand-700" />
        {formatMoroccanPhone(address.telephone)}
      </p>
    </div>
  );
}

export function AddressCard({ address, actions }: { address: Address; actions: ReactNode }) {
  return (
    <li className="flex flex-col justify-between gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      <AddressLines address={address} />
      <div className="flex gap-2">{actions}</div>
    </li>
  );
}
