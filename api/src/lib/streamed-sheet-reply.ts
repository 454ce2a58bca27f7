// The answer of an .xlsx that streams: its type, its name, and the rows its first sheet holds
// (the browser's progress), then the bytes as they are made.
import type { Readable } from 'node:stream';
import { EXPORT_ROWS_HEADER } from '@practice-desk/contracts';
import type { FastifyReply } from 'fastify';
import { SHEET_CONTENT_TYPES } from './spreadsheet';

export function sendStreamedSheet(reply: FastifyReply, filename: string, rows: number, stream: Readable) {
  return reply
    .header('content-type', SHEET_CONTENT_TYPES.xlsx)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header(EXPORT_ROWS_HEADER, String(rows))
    .send(stream);
}
