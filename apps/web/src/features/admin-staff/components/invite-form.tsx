import { UserPlus } from 'lucide-react';
import { StaffInviteSchema, STAFF_MSG } from '@zina/shared/schemas/staff';
import { Button } from '../../../components/button';
import { controlClass, EMAIL_INPUT, Field, FormField } from '../../../components/form-field';
import { useFieldError, useZodForm } from '../../../lib/use-zod-form';
import { inviteStaff, useStaffMutation } from '../api/staff';
import { ROLE_OPTIONS } from '../lib/roles';

/** Invites a member of the team: the mail carries a single-use link to set a password (72 h). */
export function InviteForm() {
  const form = useZodForm(StaffInviteSchema, { email: '', name: '', role: 'AGENT' });
  const roleError = useFieldError(form.control, 'role');
  const invite = useStaffMutation(
    inviteStaff,
    (message) => message || STAFF_MSG.invited,
    () => form.reset(),
  );

  return (
    <form
      noValidate
      onSubmit={form.submitTo(invite)}
      aria-label="Inviter un membre"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-start"
    >
      <FormField control={form.control} name="name" label="Nom" autoComplete="off" />
      <FormField
        control={form.control}
        name="email"
        {...EMAIL_INPUT}
        autoComplete="off"
        placeholder="agent@exemple.com"
      />
      <Field label="Rôle" error={roleError}>
        {(control) => (
          <select className={controlClass} {...control} {...form.register('role')}>
            {ROLE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button type="submit" className="lg:mt-7" disabled={invite.isPending}>
        <UserPlus aria-hidden size={18} />
        {invite.isPending ? 'Envoi...' : 'Inviter'}
      </Button>
    </form>
  );
}
