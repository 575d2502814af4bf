import { apiResponse } from '@zina/shared/api-response';
import { ImportResultSchema, type ImportResult } from '@zina/shared/schemas/delivery';
import { api } from '../../../api/http';

const ImportAnswerSchema = apiResponse(ImportResultSchema);

/**
 * POST /api/delivery/import (staff): a carrier's report (CSV or XLSX) read against the orders;
 * `apply` false only says what it would change, true changes it (the same file twice changes
 * nothing the second time).
 */
export async function importCarrierReport({
  carrier,
  file,
  apply,
}: {
  carrier: string;
  file: File;
  apply: boolean;
}): Promise<{ message: string; result: ImportResult }> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api.post(ImportAnswerSchema, '/api/delivery/import', body, {
    query: { carrier, apply: String(apply) },
  });
  return { message: answer.message, result: answer.data };
}
