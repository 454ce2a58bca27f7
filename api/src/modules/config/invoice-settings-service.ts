// The practice's invoice settings: read (with image previews as data: URLs) and write; the
// starting number cannot go below an invoice already issued.
import {
  financialYearOf,
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  INVOICE_SETTINGS_MESSAGES,
  type InvoiceSettings,
  type InvoiceSettingsBody,
  isValidInvoiceNumber,
  type Role,
} from '@practice-desk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { invoiceSequences, invoiceSettings, invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { imageInfo } from '../../lib/image-info';
import { practiceToday } from '../../lib/practice-time';

type Row = typeof invoiceSettings.$inferSelect;
const dataUrl = (data: Buffer | null, mime: string | null) =>
  data && mime ? `data:${mime};base64,${Buffer.from(data).toString('base64')}` : null;

export function toInvoiceSettings(row: Row): InvoiceSettings {
  return {
    invoicePrefix: row.prefix,
    startingInvoiceNumber: row.startingNumber,
    nextInvoiceNumber: row.nextNumber,
    defaultDueDays: row.defaultDueDays,
    defaultTerms: row.defaultTerms,
    showTaskAssignee: row.showTaskAssignee,
    yearlyNumbering: row.yearlyNumbering,
    gstr1Quarterly: row.gstr1Quarterly,
    companyName: row.companyName,
    companyEmail: row.companyEmail,
    companyPhone: row.companyPhone,
    companyAddress: row.companyAddress,
    stateCode: row.stateCode,
    bankName: row.bankName,
    branchName: row.branchName,
    accountNumber: row.accountNumber,
    ifscCode: row.ifscCode,
    gstNumber: row.gstNumber,
    upiId: row.upiId,
    upiPayeeName: row.upiPayeeName,
    gstRate: row.gstRateBp / 100,
    sacCode: row.sacCode,
    companyLogo: dataUrl(row.logo, row.logoMime),
    authorizedStamp: dataUrl(row.signature, row.signatureMime),
  };
}

/** What a role may read: those who invoice (DESIGN §3) see everything; a Team Member's screens
 * show the practice's details, never its bank account or signature. */
export function readableBy(role: Role, settings: InvoiceSettings): InvoiceSettings {
  if (role !== 'TEAM_MEMBER') return settings;
  return {
    ...settings,
    bankName: '',
    branchName: '',
    accountNumber: '',
    ifscCode: '',
    authorizedStamp: null,
  };
}

export async function readInvoiceSettings(ctx: ServiceContext): Promise<InvoiceSettings> {
  const [row] = await ctx.db.select().from(invoiceSettings).where(eq(invoiceSettings.orgId, ctx.orgId));
  if (row) return toInvoiceSettings(row);
  await ctx.db.insert(invoiceSettings).values({ orgId: ctx.orgId }).onConflictDoNothing();
  return readInvoiceSettings(ctx);
}

/** The number generation would issue next with these settings, to refuse a prefix that makes it too long. */
async function nextNumberWith(ctx: ServiceContext, body: InvoiceSettingsBody, highest: number | null) {
  if (!body.yearlyNumbering) {
    const { nextInvoiceNumber } = await readInvoiceSettings(ctx);
    const next =
      highest === null ? body.startingInvoiceNumber : Math.max(nextInvoiceNumber, body.startingInvoiceNumber);
    return formatInvoiceNumber(body.invoicePrefix, next, null);
  }
  const year = financialYearOf(await practiceToday(ctx));
  const [sequence] = await ctx.db
    .select({ next: invoiceSequences.nextNumber })
    .from(invoiceSequences)
    .where(and(eq(invoiceSequences.orgId, ctx.orgId), eq(invoiceSequences.financialYear, year)));
  return formatInvoiceNumber(body.invoicePrefix, sequence?.next ?? 1, year);
}

export async function saveInvoiceSettings(
  ctx: ServiceContext,
  body: InvoiceSettingsBody,
): Promise<InvoiceSettings> {
  // The starting number concerns the continuous series only; the yearly one restarts at 1.
  const [issued] = await ctx.db
    .select({ max: sql<number | null>`max(${invoices.sequence})` })
    .from(invoices)
    .where(and(eq(invoices.orgId, ctx.orgId), isNull(invoices.financialYear)));
  const highest = issued?.max ?? null;
  // Only a changed starting number is checked, so the rest of the form saves after invoices exist.
  const current = await readInvoiceSettings(ctx);
  const changed = body.startingInvoiceNumber !== current.startingInvoiceNumber;
  if (changed && highest !== null && body.startingInvoiceNumber <= highest) {
    const message = INVOICE_SETTINGS_MESSAGES.belowIssued(highest);
    throw new Conflict(message, { errors: [{ field: 'startingInvoiceNumber', message }] });
  }
  const next = await nextNumberWith(ctx, body, highest);
  if (!isValidInvoiceNumber(next)) {
    const message = INVOICE_MESSAGES.numberTooLong(next);
    throw new Invalid(message, [{ field: 'invoicePrefix', message }]);
  }
  const gstNumber = body.gstNumber ?? null;
  await ctx.db
    .update(invoiceSettings)
    .set({
      prefix: body.invoicePrefix,
      startingNumber: body.startingInvoiceNumber,
      nextNumber:
        highest === null
          ? body.startingInvoiceNumber
          : sql`greatest(${invoiceSettings.nextNumber}, ${body.startingInvoiceNumber})`,
      defaultDueDays: body.defaultDueDays,
      defaultTerms: body.defaultTerms,
      showTaskAssignee: body.showTaskAssignee,
      yearlyNumbering: body.yearlyNumbering,
      gstr1Quarterly: body.gstr1Quarterly,
      companyName: body.companyName,
      companyEmail: body.companyEmail,
      companyPhone: body.companyPhone || null,
      companyAddress: body.companyAddress,
      stateCode: gstNumber ? gstNumber.slice(0, 2) : (body.stateCode ?? null),
      bankName: body.bankName || null,
      branchName: body.branchName || null,
      accountNumber: body.accountNumber || null,
      ifscCode: body.ifscCode || null,
      gstNumber,
      upiId: body.upiId || null,
      upiPayeeName: body.upiPayeeName || null,
      gstRateBp: Math.round(body.gstRate * 100),
      sacCode: body.sacCode,
      updatedAt: new Date(),
    })
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  return readInvoiceSettings(ctx);
}

const MAX_IMAGE_BYTES = 1024 * 1024;

/** Stores a logo or signature after checking its real type, size and dimensions. */
export async function saveImage(
  ctx: ServiceContext,
  kind: 'logo' | 'signature',
  data: Buffer,
): Promise<InvoiceSettings> {
  const info = data.length <= MAX_IMAGE_BYTES ? imageInfo(data) : null;
  if (!info)
    throw new Invalid(INVOICE_SETTINGS_MESSAGES.image, [
      { field: kind, message: INVOICE_SETTINGS_MESSAGES.image },
    ]);
  if (info.width < 50 || info.height < 20 || info.width > 2000 || info.height > 2000) {
    throw new Invalid(INVOICE_SETTINGS_MESSAGES.imageSize, [
      { field: kind, message: INVOICE_SETTINGS_MESSAGES.imageSize },
    ]);
  }
  const set =
    kind === 'logo' ? { logo: data, logoMime: info.mime } : { signature: data, signatureMime: info.mime };
  await ctx.db
    .update(invoiceSettings)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  return readInvoiceSettings(ctx);
}
