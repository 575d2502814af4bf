import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MOROCCAN_CITIES } from '@zina/shared/cities';
import { formatMad } from '@zina/shared/format';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { discountedPrice, toCentimes, toMad } from '@zina/shared/pricing';
import type { Address } from '@zina/shared/schemas/address';
import type { Product } from '@zina/shared/schemas/catalogue';
import {
  EXPRESS_MSG,
  ExpressFormSchema,
  type ExpressFormInput,
} from '@zina/shared/schemas/express';
import { errorMessage } from '../../api/errors';
import { Button } from '../../components/button';
import { FormField, PHONE_INPUT } from '../../components/form-field';
import { useDelivery } from '../../lib/delivery-quote';
import { useSession } from '../../lib/session-store';
import { useZodForm } from '../../lib/use-zod-form';
import { placeExpressOrder, requestExpressCode } from './api/express-api';

const EMPTY: ExpressFormInput = {
  name: '',
  phone: '',
  city: '',
  address: '',
  quantity: '1',
  note: '',
  email: '',
  code: undefined,
  website: '',
};

type Prefilled = 'name' | 'phone' | 'email' | 'city' | 'address';

const isMobile = (phone: string | undefined) => /^\+212[67]\d{8}$/.test(phone ?? '');

/**
 * What a signed-in customer's form starts with (SPEC.md §11): name, mobile and e-mail from the
 * session's details, city and address from the saved address given (its phone when the profile's
 * is not a mobile). Empty for a visitor.
 */
function usePrefill(savedAddress: Address | undefined): Partial<Record<Prefilled, string>> {
  const user = useSession((s) => (s.status === 'signed-in' ? s.user : null));
  if (!user) return {};
  const phone = [user.mobile, savedAddress?.telephone].find(isMobile) ?? user.mobile;
  return {
    name: user.name,
    phone: phone && formatMoroccanPhone(phone),
    email: user.email,
    city: savedAddress?.ville,
    address: savedAddress?.adresse,
  };
}

/**
 * SPEC.md §11: the one-page cash-on-delivery form of the product page, no account needed. The
 * server prices the order; the total shown is the same rule (discountedPrice) for the visitor to
 * see before sending. After it, the private tracking page with its thank-you. A signed-in
 * customer finds it filled from their details and `savedAddress` (the router gives their first
 * saved address), every field still editable; the order still belongs to no account.
 */
export function ExpressOrderForm({
  product,
  savedAddress,
}: {
  product: Product;
  savedAddress?: Address;
}) {
  const citiesId = useId();
  const navigate = useNavigate();
  // One key for every try of this attempt: a double tap or a retry makes one order.
  const attempt = useRef(crypto.randomUUID());
  const [codeAsked, setCodeAsked] = useState(false);
  const form = useZodForm(ExpressFormSchema, EMPTY);
  const prefill = usePrefill(savedAddress);
  // Each field is filled once, when its value is known (the addresses come after the form
  // opens), and only while still empty: what the customer typed or cleared stays theirs.
  const filled = useRef(new Set<Prefilled>());
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const [name, value] of Object.entries(prefill) as [Prefilled, string | undefined][]) {
      if (!value || filled.current.has(name)) continue;
      filled.current.add(name);
      if (!getValues(name)) setValue(name, value);
    }
  });
  const quantity = Math.min(10, Math.max(1, Number(form.values.quantity) || 1));
  const unit = toMad(discountedPrice(toCentimes(product.price), product.discount ?? 0));
  const subTotal = toMad(toCentimes(unit) * quantity);
  const delivery = useDelivery(
    [{ productId: product._id, quantity }],
    form.values.city.trim(),
    subTotal,
  );

  const order = useMutation({
    mutationFn: ({ quantity: qty, ...fields }: ReturnType<typeof ExpressFormSchema.parse>) =>
      placeExpressOrder(
        { ...fields, items: [{ productId: product._id, quantity: qty }] },
        attempt.current,
      ),
    onSuccess: (body) => {
      const token = new URL(body.data.trackUrl).pathname.split('/').at(-1) ?? '';
      void navigate(`/suivi/${token}`, { state: { placed: body.data.label } });
    },
    onError: (error) => {
      if (errorMessage(error) === EXPRESS_MSG.codeRequired) setCodeAsked(true);
    },
  });
  const sendCode = useMutation({ mutationFn: () => requestExpressCode(form.values.phone) });
  const onSubmit = form.submitTo(order);
  const field = { control: form.control };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${citiesId}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-sand-100"
    >
      <h2 id={`${citiesId}-title`} className="text-lg font-semibold text-ink">
        Commander maintenant — paiement à la livraison
      </h2>
      <FormField label="Nom complet" autoComplete="name" required {...field} name="name" />
      <FormField label="Téléphone mobile" {...PHONE_INPUT} required {...field} name="phone" />
      <FormField
        label="Ville"
        list={citiesId}
        autoComplete="address-level2"
        placeholder="Choisissez votre ville"
        required
        {...field}
        name="city"
      />
      <datalist id={citiesId}>
        {MOROCCAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <FormField label="Adresse" autoComplete="street-address" required {...field} name="address" />
      <FormField
        label="Quantité"
        type="number"
        inputMode="numeric"
        min={1}
        max={10}
        {...field}
        name="quantity"
      />
      <FormField
        label="Email (facultatif)"
        type="email"
        autoComplete="email"
        {...field}
        name="email"
      />
      <FormField label="Note pour la livraison (facultatif)" {...field} name="note" />
      {/* Never seen by people, so never filled by them: a bot that fills it is refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site web
          <input tabIndex={-1} autoComplete="off" {...form.control.register('website')} />
        </label>
      </div>
      {codeAsked && (
        <div className="flex flex-col gap-2 rounded-2xl bg-sand-50 p-3">
          <Button
            type="button"
            variant="secondary"
            disabled={sendCode.isPending}
            onClick={() => sendCode.mutate()}
          >
            Recevoir un code par message
          </Button>
          {sendCode.isSuccess && <p className="text-sm text-stone-700">{EXPRESS_MSG.codeSent}</p>}
          <FormField
            label="Code à 6 chiffres"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field}
            name="code"
          />
        </div>
      )}
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between">
          <dt>
            {quantity} × {product.name}
          </dt>
          <dd className="tabular-nums">{formatMad(subTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Livraison</dt>
          <dd>{delivery.fee}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>Total à payer à la livraison</dt>
          <dd className="tabular-nums">{formatMad(delivery.total)}</dd>
        </div>
      </dl>
      {order.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(order.error)}
        </p>
      )}
      <Button type="submit" disabled={order.isPending} className="w-full">
        {order.isPending ? 'Envoi...' : 'Commander — paiement à la livraison'}
      </Button>
    </form>
  );
}

export default ExpressOrderForm;
