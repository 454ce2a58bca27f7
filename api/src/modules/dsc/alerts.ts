// The DSC register's expiry alerts of one practice, written in the daily job's transaction: 30, 15
// and 7 days before a certificate's valid-to date the practice's Admins are told (a client has no
// team leader of its own in this app, so no one else is). Each step goes out once: the certificate
// remembers the smallest step sent and for which valid-to date, so reruns add nothing, a run that
// missed days sends only the step now due, and a renewed certificate (new valid-to) starts again.
import { DSC_ALERT_DAYS } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { clients, dscCertificates, notifications, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { daysBetween } from './list';

const shown = (date: string) => dayjs(date).format('D MMM YYYY');

/** The alert step due `daysLeft` days before expiry: the smallest of 30/15/7 not below it. */
export function stepDue(daysLeft: number): number | null {
  const steps = [...DSC_ALERT_DAYS].sort((a, b) => a - b);
  return steps.find((step) => daysLeft <= step) ?? null;
}

export async function alertExpiringCertificates(
  tx: TenantDb,
  orgId: string,
  today: string,
  now: Date,
): Promise<number> {
  const furthest = Math.max(...DSC_ALERT_DAYS);
  const candidates = await tx
    .select({
      id: dscCertificates.id,
      holderName: dscCertificates.holderName,
      tokenSerial: dscCertificates.tokenSerial,
      validTo: dscCertificates.validTo,
      alertedDays: dscCertificates.expiryAlertedDays,
      alertedFor: dscCertificates.expiryAlertedFor,
      clientName: clients.name,
    })
    .from(dscCertificates)
    .innerJoin(clients, eq(clients.id, dscCertificates.clientId))
    .where(
      and(
        gte(dscCertificates.validTo, today),
        lte(dscCertificates.validTo, sql`${today}::date + ${furthest}::int`),
      ),
    );
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'Active')));
  let written = 0;
  for (const row of candidates) {
    const daysLeft = daysBetween(today, row.validTo);
    const step = stepDue(daysLeft);
    if (step === null) continue;
    const sent = row.alertedFor === row.validTo && row.alertedDays !== null && row.alertedDays <= step;
    if (sent) continue;
    const when =
      daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}, on ${shown(row.validTo)}`;
    const message = `The DSC of ${row.holderName} (${row.clientName}, token ${row.tokenSerial}) expires ${when}`;
    if (admins.length > 0)
      await tx.insert(notifications).values(
        admins.map((admin) => ({
          orgId,
          userId: admin.id,
          type: 'dsc_expiring',
          title: 'DSC expiring',
          message,
          createdAt: now,
        })),
      );
    written += admins.length;
    await tx
      .update(dscCertificates)
      .set({ expiryAlertedDays: step, expiryAlertedFor: row.validTo })
      .where(eq(dscCertificates.id, row.id));
  }
  return written;
}
