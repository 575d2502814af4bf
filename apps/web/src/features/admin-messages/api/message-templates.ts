import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiResponse } from '@zina/shared/api-response';
import type { MessageEvent } from '@zina/shared/message-texts';
import {
  MESSAGE_TEMPLATES_MSG,
  MessageTemplateSchema,
  type MessageTemplate,
} from '@zina/shared/schemas/message-templates';
import { handleApiError } from '../../../api/errors';
import { api } from '../../../api/http';
import { toast } from '../../../lib/toast';

const PATH = '/api/messages/templates';
const templatesKey = ['admin', 'messages', 'templates'] as const;
const ListAnswerSchema = apiResponse(z.array(MessageTemplateSchema));
const OneAnswerSchema = apiResponse(MessageTemplateSchema);

/** GET /api/messages/templates (admin): every event's text, its default and its values. */
export async function getMessageTemplates(signal?: AbortSignal): Promise<MessageTemplate[]> {
  return (await api.get(ListAnswerSchema, PATH, { signal })).data;
}

/** PUT /api/messages/templates/:event: the shop's own text for the event. */
export async function putMessageTemplate(event: MessageEvent, text: string) {
  const body = await api.put(OneAnswerSchema, `${PATH}/${event}`, { text });
  return { message: body.message, template: body.data };
}

/** DELETE /api/messages/templates/:event: back to the default text. */
export async function resetMessageTemplate(event: MessageEvent) {
  const body = await api.delete(OneAnswerSchema, `${PATH}/${event}`);
  return { message: body.message, template: body.data };
}

export function useMessageTemplatesQuery() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => getMessageTemplates(signal),
    staleTime: 0,
  });
}

/** Saves or resets one event's text: the server's message as a toast, the list updated. */
export function useTemplateChange(event: MessageEvent, onSaved: (saved: MessageTemplate) => void) {
  const queryClient = useQueryClient();
  const settle = ({ message, template }: { message: string; template: MessageTemplate }) => {
    toast.success(message || MESSAGE_TEMPLATES_MSG.saved);
    queryClient.setQueryData<MessageTemplate[]>(templatesKey, (list) =>
      list?.map((t) => (t.event === template.event ? template : t)),
    );
    onSaved(template);
  };
  const save = useMutation({
    mutationFn: ({ text }: { text: string }) => putMessageTemplate(event, text),
    onSuccess: settle,
    onError: handleApiError,
  });
  const reset = useMutation({
    mutationFn: () => resetMessageTemplate(event),
    onSuccess: settle,
    onError: handleApiError,
  });
  return { save, reset };
}
