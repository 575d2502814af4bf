import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import { MessageResponseSchema } from '@zina/shared/schemas/catalogue';
import {
  StaffMemberSchema,
  type StaffAccept,
  type StaffInvite,
  type StaffMember,
  type StaffUpdate,
} from '@zina/shared/schemas/staff';
import { api } from '../../../api/http';
import { handleApiError } from '../../../api/errors';
import { toast } from '../../../lib/toast';

export const staffKey = ['admin', 'staff'] as const;

const StaffListSchema = apiResponse(z.array(StaffMemberSchema));
const StaffOneSchema = apiResponse(StaffMemberSchema);

/** GET /api/staff: the team and the invitations not yet accepted. */
export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await api.get(StaffListSchema, '/api/staff', { signal })).data;
}

/** POST /api/staff/invite: the invitation mail leaves through the mail queue. */
export async function inviteStaff(invite: StaffInvite): Promise<string> {
  return (await api.post(MessageResponseSchema, '/api/staff/invite', invite)).message;
}

/** PATCH /api/staff/:id: a new role, or disabled (their sessions end at once) or re-enabled. */
export async function updateStaff({
  id,
  change,
}: {
  id: string;
  change: StaffUpdate;
}): Promise<{ message: string; member: StaffMember }> {
  const body = await api.patch(StaffOneSchema, `/api/staff/${encodeURIComponent(id)}`, change);
  return { message: body.message, member: body.data };
}

/** POST /api/staff/accept (no sign-in): the invitation's password. */
export async function acceptInvitation(accept: StaffAccept): Promise<string> {
  return (await api.post(MessageResponseSchema, '/api/staff/accept', accept)).message;
}

export function useStaffQuery() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => getStaff(signal),
    staleTime: 0,
  });
}

/** A change to the team: the server's message as a toast, `onDone`, then the list read again. */
export function useStaffMutation<I, O>(
  call: (input: I) => Promise<O>,
  message: (out: O) => string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (out) => {
      toast.success(message(out));
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: handleApiError,
  });
}
