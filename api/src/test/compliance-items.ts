// Test data for compliance: profiles and items written straight to their tables (generation is
// another part's work), each item linked to a real task made through POST /tasks.
import { randomUUID } from 'node:crypto';
import { periodLabel } from '@practice-desk/contracts';
import { profileWith } from '@practice-desk/contracts/testing';
import { eq } from 'drizzle-orm';
import { clientCompliance, complianceItems, type StoredComplianceProfile } from '../db/schema';
import type { TestApp } from './app';
import type { AuthHeaders } from './factories';

/** A company's profile as `client_compliance` keeps it (the GSTIN lives on the client). */
export function storedProfile(overrides: Partial<StoredComplianceProfile> = {}): StoredComplianceProfile {
  const { gstin: _onTheClient, ...stored } = profileWith({ entityType: 'company', pan: 'AAGCS4821K' });
  return { ...stored, ...overrides };
}

export async function insertProfile(
  app: TestApp,
  orgId: string,
  clientId: string,
  overrides: Partial<StoredComplianceProfile> = {},
) {
  await app.database.db
    .insert(clientCompliance)
    .values({ orgId, clientId, profile: storedProfile(overrides) });
}

export interface ItemFields {
  clientId: string;
  taskId: string | null;
  code: string;
  period: string;
  dueDate: string;
  originalDueDate?: string;
  extensionNote?: string | null;
  filedOn?: string | null;
  arn?: string | null;
  directorDin?: string;
  title?: string;
}

export async function insertItem(app: TestApp, orgId: string, fields: ItemFields): Promise<string> {
  const [row] = await app.database.db
    .insert(complianceItems)
    .values({
      ...fields,
      orgId,
      title: fields.title ?? `${fields.code} – ${periodLabel(fields.period) ?? fields.period}`,
      originalDueDate: fields.originalDueDate ?? fields.dueDate,
    })
    .returning({ id: complianceItems.id });
  if (!row) throw new Error('compliance item insert returned nothing');
  return row.id;
}

export interface ObligationFields extends Omit<ItemFields, 'taskId'> {
  allottedTo?: string | null;
  teamLeader?: string | null;
  frequency?: 'None' | 'Monthly' | 'Quarterly' | 'Yearly';
}

/** A task as generation makes one (named by the obligation, due on its date) and its item. */
export async function createObligation(
  app: TestApp,
  headers: AuthHeaders,
  orgId: string,
  { allottedTo, teamLeader, frequency, ...item }: ObligationFields,
): Promise<{ taskId: string; itemId: string }> {
  const title = item.title ?? `${item.code} – ${periodLabel(item.period) ?? item.period}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers,
    payload: {
      client: item.clientId,
      task: title,
      dueDate: item.dueDate,
      ...(allottedTo === undefined ? {} : { allottedTo }),
      ...(teamLeader === undefined ? {} : { teamLeader }),
      ...(frequency === undefined ? {} : { frequency }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`task create answered ${res.statusCode}: ${res.body}`);
  const taskId = res.json().data.task.id as string;
  return { taskId, itemId: await insertItem(app, orgId, { ...item, title, taskId }) };
}

export async function readItem(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(complianceItems).where(eq(complianceItems.id, id));
  return row;
}

/** A valid-looking GST ARN (15 letters and digits), different each call. */
export const gstArn = () => `AA27${randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;

/** A multipart body of text fields and, optionally, one file named `file`, for inject(). */
export function filingForm(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
) {
  const boundary = '----practice-desk-filing-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small file that is a PDF by its first bytes, different each call. */
export const pdfBytes = () => Buffer.from(`%PDF-1.4\n% acknowledgement ${randomUUID()}\n%%EOF\n`);
