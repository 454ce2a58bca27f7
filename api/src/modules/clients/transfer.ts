// Client export (csv/xlsx, formula text neutralised) and import (each row validated and created
// on its own with its compliance profile, in one transaction; a report of imported and failed
// rows with reasons).
import { ClientBody, type PersonOption, stateName } from '@practice-desk/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { clientCompliance, clients, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { cell, readSpreadsheet, type SheetFormat, writeSpreadsheet } from '../../lib/spreadsheet';
import { afterProfilesImported } from './after-profile-saved';
import { saveProfile } from './compliance-profile';
import { createClient } from './service';
import { PROFILE_COLUMNS, profileCells, profileFromRow } from './transfer-profile';

export const CLIENT_EXPORT_HEADER = [
  'Client',
  'Email Address',
  'Phone Number',
  'Address',
  'GST Number',
  'State',
  'Active',
  'CIN / LLPIN',
  'Group',
  ...PROFILE_COLUMNS,
];
const PAN_COLUMN = PROFILE_COLUMNS.indexOf('PAN');

async function activePeople(ctx: ServiceContext): Promise<PersonOption[]> {
  return ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      membershipNumber: users.membershipNumber,
    })
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), ne(users.status, 'Inactive')));
}

export async function exportClients(ctx: ServiceContext, format: SheetFormat): Promise<Buffer> {
  const [rows, people] = await Promise.all([
    ctx.db
      .select({ client: clients, profile: clientCompliance.profile })
      .from(clients)
      .leftJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
      .where(eq(clients.orgId, ctx.orgId))
      .orderBy(asc(sql`lower(${clients.name})`)),
    activePeople(ctx),
  ]);
  // A person is written by name, or by e-mail where two share the name, so the file imports back.
  const assignee = (id: string | null) => {
    const person = people.find((p) => p.id === id);
    if (!person) return '';
    const namesakes = people.filter((p) => p.name.toLowerCase() === person.name.toLowerCase());
    return namesakes.length > 1 ? person.email : person.name;
  };
  return writeSpreadsheet(
    format,
    'Clients',
    CLIENT_EXPORT_HEADER,
    rows.map(({ client: c, profile }) => {
      const state = c.gstin ? c.gstin.slice(0, 2) : c.stateCode;
      return [
        c.name,
        c.email ?? '',
        c.phone ?? '',
        c.address ?? '',
        c.gstin ?? '',
        state ? `${state} ${stateName(state) ?? ''}`.trim() : '',
        c.isActive ? 'Yes' : 'No',
        c.cin ?? '',
        c.clientGroup ?? '',
        ...profileCells(profile, assignee(c.defaultAssigneeId)).map((value, index) =>
          index === PAN_COLUMN ? (c.pan ?? value) : value,
        ),
      ];
    }),
  );
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

export async function importClients(ctx: ServiceContext, filename: string, data: Buffer) {
  const [rows, people] = await Promise.all([readSpreadsheet(filename, data), activePeople(ctx)]);
  const report: { imported: number; failed: { row: number; reason: string }[] } = { imported: 0, failed: [] };
  const profiled: string[] = [];
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
      pan: text(cell(row, 'pan')),
      cin: text(cell(row, 'cin / llpin', 'cin', 'llpin')),
      group: text(cell(row, 'group', 'client group')),
    });
    if (!parsed.success) {
      report.failed.push({ row: rowNumber, reason: parsed.issues[0]?.message ?? 'Invalid row' });
      continue;
    }
    const profile = profileFromRow(row, parsed.output.gst ?? null, people);
    if ('reason' in profile) {
      report.failed.push({ row: rowNumber, reason: profile.reason });
      continue;
    }
    try {
      // The client and its profile together, or neither.
      const client = await ctx.db.transaction(async (tx) => {
        const created = await createClient({ ...ctx, db: tx }, parsed.output);
        if (profile.profile) await saveProfile({ ...ctx, db: tx }, created.id, profile.profile);
        return created;
      });
      if (profile.profile) profiled.push(client.id);
      report.imported += 1;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      report.failed.push({ row: rowNumber, reason: err.message });
    }
  }
  // Their compliance work, generated for all of them together.
  await afterProfilesImported(ctx, profiled);
  return report;
}
