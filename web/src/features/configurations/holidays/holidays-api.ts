// The practice's holiday calls (Configurations → Holidays), typed by the contracts.
import type { Holiday, HolidayBody, HolidayImportResult } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/files';

export const holidaysApi = {
  list: (year: number) => getData<{ holidays: Holiday[] }>('holidays', { year: String(year) }),
  add: (body: InferInput<typeof HolidayBody>) => send<Holiday>('post', 'holidays', body),
  remove: (id: string) => send<{ deleted: boolean }>('delete', `holidays/${id}`),
  /** A spreadsheet of holidays: the date in the first column, the name in the second. */
  import: (file: File) => uploadFile<HolidayImportResult>('holidays/import', 'file', file),
};
