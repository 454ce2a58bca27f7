// Reminders of an overdue invoice (issued, a balance left, past its due date): an e-mail with the
// invoice's PDF and what is still owed, through the same mailer and PDF as sending the invoice,
// logged on the invoice with when, to whom and by whom (or the schedule's step).
import {
  formatIndianPaise,
  type InvoiceReminder,
  invoiceFileName,
  moneyOf,
  RECEIVABLES_MESSAGES,
  type ReminderBody,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { clients, invoiceReminders, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { BadGateway, Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { invoiceDocument } from '../invoices/document';
import { balancePaise, type InvoiceRecord } from '../invoices/invoice-row';
import { type DocumentDateFormat, formatInvoiceDate } from '../invoices/pdf/invoice-format';
import { issuedInvoicePdf, type SendDependencies } from '../invoices/send';

export type ReminderDependencies = SendDependencies;

export function isInvoiceOverdue(invoice: InvoiceRecord, today: string): boolean {
  return invoice.status !== 'Generated' && balancePaise(invoice) > 0 && invoice.dueDate < today;
}

function reminderText(
  invoice: InvoiceRecord,
  today: string,
  message: string | undefined,
  dateFormat: DocumentDateFormat | undefined,
): string {
  const late = dayjs(today).diff(dayjs(invoice.dueDate), 'day');
  return [
    message?.trim() ||
      `This is a reminder that invoice ${invoice.invoiceNumber} is ${late} day${late === 1 ? '' : 's'} past its due date.`,
    '',
    `Invoice: ${invoice.invoiceNumber} dated ${formatInvoiceDate(invoice.invoiceDate, dateFormat)}`,
    `Invoice total: ₹${formatIndianPaise(invoice.totalPaise)}`,
    `Balance due: ₹${formatIndianPaise(balancePaise(invoice))}`,
    `Due date: ${formatInvoiceDate(invoice.dueDate, dateFormat)}`,
    '',
    'The invoice is attached. Please ignore this reminder if you have paid it already.',
    '',
    invoice.supplier.name,
  ].join('\n');
}

/** Where a reminder goes: the address given, else the client's as on the invoice, else the
 * client's current one. */
export async function reminderAddress(db: TenantDb, invoice: InvoiceRecord, email?: string) {
  if (email) return email;
  if (invoice.billedTo.email) return invoice.billedTo.email;
  const [client] = await db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  return client?.email || null;
}

export interface ReminderMail {
  invoice: InvoiceRecord;
  to: string;
  today: string;
  message?: string;
  sentBy: string | null;
  step: number | null;
  now: Date;
}

/** Mails the reminder, then logs it (in the caller's transaction, if any). */
export async function mailReminder(db: TenantDb, deps: ReminderDependencies, r: ReminderMail) {
  const { document } = await invoiceDocument(db, r.invoice.orgId, r.invoice.id);
  const pdf = await issuedInvoicePdf(db, deps, document, { now: r.now });
  await deps.mailer.send({
    to: r.to,
    replyTo: r.invoice.supplier.email || undefined,
    subject: `Payment reminder: invoice ${r.invoice.invoiceNumber} from ${r.invoice.supplier.name}`,
    text: reminderText(r.invoice, r.today, r.message, document.dateFormat),
    attachments: [
      { filename: invoiceFileName(r.invoice.invoiceNumber), content: pdf, contentType: 'application/pdf' },
    ],
  });
}

export async function logReminder(db: TenantDb, r: ReminderMail) {
  await db.insert(invoiceReminders).values({
    orgId: r.invoice.orgId,
    invoiceId: r.invoice.id,
    sentAt: r.now,
    sentTo: r.to,
    sentBy: r.sentBy,
    automatic: r.step !== null,
    step: r.step,
    balancePaise: balancePaise(r.invoice),
  });
}

/** 'Send reminder' by hand (the invoice is in the caller's scope: the route checked). */
export async function sendReminder(
  ctx: ServiceContext,
  deps: ReminderDependencies,
  invoice: InvoiceRecord,
  body: ReminderBody,
): Promise<{ to: string; reminders: InvoiceReminder[] }> {
  const today = await practiceToday(ctx);
  if (!isInvoiceOverdue(invoice, today)) throw new Conflict(RECEIVABLES_MESSAGES.notOverdue);
  const to = await reminderAddress(ctx.db, invoice, body.email);
  if (!to)
    throw new Invalid(RECEIVABLES_MESSAGES.noEmail, [
      { field: 'email', message: RECEIVABLES_MESSAGES.noEmail },
    ]);
  const reminder: ReminderMail = {
    invoice,
    to,
    today,
    message: body.message,
    sentBy: ctx.user.id,
    step: null,
    now: new Date(),
  };
  try {
    await mailReminder(ctx.db, deps, reminder);
  } catch (err) {
    throw new BadGateway(RECEIVABLES_MESSAGES.reminderFailed, err);
  }
  await logReminder(ctx.db, reminder);
  return { to, reminders: await remindersOf(ctx.db, invoice.id) };
}

/** The invoice's reminders, oldest first, with who sent each. */
export async function remindersOf(db: TenantDb, invoiceId: string): Promise<InvoiceReminder[]> {
  const rows = await db
    .select({
      id: invoiceReminders.id,
      sentAt: invoiceReminders.sentAt,
      sentTo: invoiceReminders.sentTo,
      sentBy: users.name,
      automatic: invoiceReminders.automatic,
      step: invoiceReminders.step,
      balancePaise: invoiceReminders.balancePaise,
    })
    .from(invoiceReminders)
    .leftJoin(users, eq(users.id, invoiceReminders.sentBy))
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.sentAt));
  return rows.map((r) => ({
    id: r.id,
    sentAt: r.sentAt.toISOString(),
    sentTo: r.sentTo,
    sentBy: r.sentBy,
    automatic: r.automatic,
    step: r.step,
    balance: moneyOf(r.balancePaise),
  }));
}
