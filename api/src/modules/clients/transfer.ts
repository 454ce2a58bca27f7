// Client export (csv/xlsx, formula text neutralised) and import (each row validated and
// created on its own; a report of imported and failed rows with reasons).
import { ClientBody, stateName } from '@practice-desk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { clients } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { cell, readSpreadsheet, type SheetFormat, writeSpreadsheet } from '../../lib/spreadsheet';
import { createClient } from './service';

export const CLIENT_EXPORT_HEADER = [
  'Client',
  'Email Address',
  'Phone Number',
  'Address',
  'GST Number',
  'State',
  'Active',
];

export async function exportClients(ctx: ServiceContext, format: SheetFormat): Promise<Buffer> {
  const rows = await ctx.db
    .select()
    .from(clients)
    .where(eq(clients.orgId, ctx.orgId))
    .orderBy(asc(sql`lower(${clients.name})`));
  return writeSpreadsheet(
    format,
    'Clients',
    CLIENT_EXPORT_HEADER,
    rows.map((c) => {
      const state = c.gstin ? c.gstin.slice(0, 2) : c.stateCode;
      return [
        c.name,
        c.email ?? '',
        c.phone ?? '',
        c.address ?? '',
        c.gstin ?? '',
        state ? `${state} ${stateName(state) ?? ''}`.trim() : '',
        c.isActive ? 'Yes' : 'No',
      ];
    }),
  );
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export async function importClients(ctx: ServiceContext, filename: string, data: Buffer) {
  const rows = await readSpreadsheet(filename, data);
  const report: { imported: number; failed: { row: number; reason: string }[] } = { imported: 0, failed: [] };
  for (const [index, row] of rows.entries()) {
    const rowNumber = index + 2;
    const state = text(cell(row, 'state', 'state code')).slice(0, 2);
    const parsed = v.safeParse(ClientBody, {
      name: text(cell(row, 'client', 'client name', 'name')),
      email: text(cell(row, 'email address', 'email')),
      phone: text(cell(row, 'phone number', 'phone')),
      address: text(cell(row, 'address')),
      gst: text(cell(row, 'gst number', 'gst', 'gstin')),
      stateCode: /^\d{2}$/.test(state) ? state : null,
    });
    if (!parsed.success) {
      report.failed.push({ row: rowNumber, reason: parsed.issues[0]?.message ?? 'Invalid row' });
      continue;
    }
    try {
      await createClient(ctx, parsed.output);
      report.imported += 1;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      report.failed.push({ row: rowNumber, reason: err.message });
    }
  }
  return report;
}
