// A statement of account as its PDF and workbook show it: the practice's letterhead (invoice
// settings, logo), the client's name and address, and the statement itself.
import type { ClientStatement } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { clients, invoiceSettings } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { documentDateFormat } from '../invoices/document';
import type { DocumentDateFormat } from '../invoices/pdf/invoice-format';

export interface StatementDocument {
  /** The practice's date format (Preferences › Date format); DD/MM/YYYY when absent. */
  dateFormat?: DocumentDateFormat;
  supplier: {
    name: string;
    address: string;
    gstin: string | null;
    email: string | null;
    phone: string | null;
  };
  client: { name: string; address: string | null; gstin: string | null };
  logo: { mime: string; base64: string } | null;
  statement: ClientStatement;
}

export async function statementDocument(
  db: TenantDb,
  statement: ClientStatement,
): Promise<StatementDocument> {
  const [[settings], [client], dateFormat] = await Promise.all([
    db
      .select({
        name: invoiceSettings.companyName,
        address: invoiceSettings.companyAddress,
        gstin: invoiceSettings.gstNumber,
        email: invoiceSettings.companyEmail,
        phone: invoiceSettings.companyPhone,
        logo: invoiceSettings.logo,
        logoMime: invoiceSettings.logoMime,
      })
      .from(invoiceSettings),
    db
      .select({ name: clients.name, address: clients.address, gstin: clients.gstin })
      .from(clients)
      .where(eq(clients.id, statement.client.id)),
    documentDateFormat(db, db.orgId),
  ]);
  return {
    dateFormat,
    supplier: {
      name: settings?.name ?? '',
      address: settings?.address ?? '',
      gstin: settings?.gstin ?? null,
      email: settings?.email || null,
      phone: settings?.phone ?? null,
    },
    client: {
      name: client?.name ?? statement.client.name,
      address: client?.address ?? null,
      gstin: client?.gstin ?? null,
    },
    logo:
      settings?.logo && settings.logoMime
        ? { mime: settings.logoMime, base64: Buffer.from(settings.logo).toString('base64') }
        : null,
    statement,
  };
}

/** A client's name as part of a file name. */
const slug = (name: string) =>
  name
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'client';

/** 'statement-Deccan-Agro-2026-11-29.pdf' */
export const statementFileName = (statement: ClientStatement, ext: 'pdf' | 'xlsx') =>
  `statement-${slug(statement.client.name)}-${statement.to}.${ext}`;
