import { COD_UI_TEXT } from '@zina/shared/cod-texts';
import { formatDateTime } from '@zina/shared/format';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { BlockPhoneInputSchema, COD_MSG } from '@zina/shared/schemas/cod';
import { errorMessage } from '../../../api/errors';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { blockPhone, unblockPhone, useBlockedPhones } from '../api/blocked-phones';
import { useDeskMutation } from '../use-desk-mutation';

const cell = 'px-3 py-2 text-left';

/** Adds a phone, in any Moroccan form: the shared schema normalises it before it is sent. */
function BlockForm() {
  const form = useZodForm(BlockPhoneInputSchema, { phone: '', reason: '' });
  const add = useDeskMutation(blockPhone, COD_MSG.blocked, () => form.reset());

  return (
    <form noValidate onSubmit={form.submitTo(add)} className="flex flex-wrap items-start gap-3">
      <FormField
        control={form.control}
        name="phone"
        label={COD_UI_TEXT.blockPhone}
        type="tel"
        autoComplete="off"
        className="max-w-xs"
      />
      <FormField
        control={form.control}
        name="reason"
        label={COD_UI_TEXT.blockReason}
        className="min-w-48 flex-1"
      />
      <Button type="submit" className="mt-6" disabled={add.isPending}>
        {add.isPending ? COD_UI_TEXT.saving : COD_UI_TEXT.block}
      </Button>
    </form>
  );
}

/**
 * The blocked phones: the list, with a button to unblock each (`canUnblock`: an admin's), and the
 * form to add one.
 */
export function Blocklist({ canUnblock }: { canUnblock: boolean }) {
  const list = useBlockedPhones();
  const remove = useDeskMutation(unblockPhone, COD_MSG.unblocked);

  return (
    <div className="flex flex-col gap-4">
      <BlockForm />
      {list.isPending ? (
        <p role="status">Chargement des numéros bloqués…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-stone-500">{COD_UI_TEXT.blockedEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{COD_MSG.blockedList}</caption>
            <thead className="text-xs text-stone-500 uppercase">
              <tr>
                {['Numéro', 'Raison', 'Bloqué le', 'Par'].map((title) => (
                  <th key={title} scope="col" className={cell}>
                    {title}
                  </th>
                ))}
                <th scope="col" className={cell}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {list.data.map((entry) => {
                const phone = formatMoroccanPhone(entry.phone);
                return (
                  <tr key={entry.phone}>
                    <td className={`${cell} tabular-nums`}>{phone}</td>
                    <td className={cell}>{entry.reason}</td>
                    <td className={cell}>{formatDateTime(entry.createdAt)}</td>
                    <td className={cell}>{entry.by ?? '—'}</td>
                    <td className={`${cell} text-right`}>
                      {canUnblock && (
                        <Button
                          variant="secondary"
                          className="min-h-9 px-3"
                          aria-label={COD_UI_TEXT.unblock(phone)}
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(entry.phone)}
                        >
                          Débloquer
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
