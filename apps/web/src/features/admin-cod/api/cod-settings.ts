import { useQuery } from '@tanstack/react-query';
import { apiResponse } from '@zina/shared/api-response';
import { CodSettingsSchema, type CodSettings } from '@zina/shared/schemas/cod';
import { api } from '../../../api/http';
import { codKey } from './confirmation-queue';

const PATH = '/api/order/admin/cod-settings';
const settingsKey = [...codKey, 'settings'] as const;
const SettingsAnswerSchema = apiResponse(CodSettingsSchema);

/** GET: the WhatsApp template and whether blocked phones are refused at checkout. */
export async function getCodSettings(signal?: AbortSignal): Promise<CodSettings> {
  return (await api.get(SettingsAnswerSchema, PATH, { signal })).data;
}

/** PUT: saves them; the server's message is the toast. */
export async function putCodSettings(settings: CodSettings): Promise<string> {
  return (await api.put(SettingsAnswerSchema, PATH, settings)).message;
}

export function useCodSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => getCodSettings(signal),
    staleTime: 0,
  });
}
