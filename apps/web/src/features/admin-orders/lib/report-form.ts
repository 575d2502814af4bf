import { z } from 'zod';
import { CarrierCodeSchema, DELIVERY_MSG } from '@zina/shared/schemas/delivery';

/** What carriers export: a CSV or an XLSX sheet (the server reads nothing else). */
export const REPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isReport = (file: File) => /\.(csv|xlsx)$/i.test(file.name);

/** The import's form: the carrier (the shared rule) and the one report file. */
export const ReportFormSchema = z.object({
  carrier: CarrierCodeSchema,
  file: z
    .custom<ArrayLike<File> | null>()
    .refine((files) => files?.length === 1 && files[0] instanceof File, DELIVERY_MSG.noFile)
    .transform((files) => files![0]!)
    .refine(isReport, DELIVERY_MSG.badFile),
});

export interface ReportFormValues {
  carrier: string;
  file: ArrayLike<File> | null;
}
