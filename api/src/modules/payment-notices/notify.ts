// Staff hear of a payment notice: the invoice's owner (who raised it), or every Admin when its
// owner is gone or inactive. In-app, as invoice events are; it leads to Invoicing › Reported payments.
import { formatIndianPaise, PORTAL_MONEY_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { InvoiceRecord } from '../invoices/invoice-row';
import { insertNotifications } from '../notifications/queries';

async function ownersOf(db: TenantDb, invoice: InvoiceRecord): Promise<string[]> {
  if (invoice.createdBy) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, invoice.createdBy), eq(users.status, 'Active')));
    if (owner) return [owner.id];
  }
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'Active')));
  return admins.map((a) => a.id);
}

/** Call in the notice's transaction, after it is written. */
export async function notifyPaymentNotice(
  db: TenantDb,
  invoice: InvoiceRecord,
  clientName: string,
  amountPaise: number,
): Promise<void> {
  const number = invoice.invoiceNumber ?? '';
  await insertNotifications(
    db,
    db.orgId,
    null,
    (await ownersOf(db, invoice)).map((userId) => ({
      userId,
      type: 'payment_notice' as const,
      title: MESSAGES.noticeTitle(number),
      message: MESSAGES.noticeText(clientName, formatIndianPaise(amountPaise), number),
      link: '/invoicing/reported',
    })),
  );
}
