// The UDIN register's alerts of one practice, written in the daily job's transaction: a signed
// document still without UDIN is chased 15 days before its window closes (to the signer and the
// Admins) and once more when the window has closed (overdue). Each goes out once per spell: the
// document remembers the window-close date it was alerted for, so reruns add nothing, and a new
// date of signing or a new window (another close date) starts a new spell.
import { UDIN_DOCUMENT_LABELS, UDIN_DUE_SOON_DAYS } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { clients, notifications, udinDocuments, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { windowCloses } from './list';

const shown = (date: string) => dayjs(date).format('D MMM YYYY');

interface Spell {
  type: 'udin_due_soon' | 'udin_overdue';
  /** The column remembering the close date this alert went out for. */
  marker: 'dueSoonAlertedFor' | 'overdueAlertedFor';
  due: (closes: SQL, today: string) => SQL;
  title: string;
}

const SPELLS: Spell[] = [
  {
    type: 'udin_due_soon',
    marker: 'dueSoonAlertedFor',
    due: (closes, today) =>
      sql`${closes} >= ${today}::date and ${closes} - ${UDIN_DUE_SOON_DAYS}::int <= ${today}::date`,
    title: 'UDIN due soon',
  },
  {
    type: 'udin_overdue',
    marker: 'overdueAlertedFor',
    due: (closes, today) => sql`${closes} < ${today}::date`,
    title: 'UDIN overdue',
  },
];

async function activeAdmins(tx: TenantDb): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'Active')));
  return rows.map((row) => row.id);
}

async function activeIds(tx: TenantDb, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'Active')));
  return new Set(rows.map((row) => row.id));
}

/** Writes the practice's UDIN alerts for `today` (YYYY-MM-DD, the practice's); answers how many. */
export async function alertUdinDocuments(
  tx: TenantDb,
  orgId: string,
  windowDays: number,
  today: string,
  now: Date,
): Promise<number> {
  const closes = windowCloses(windowDays);
  const admins = await activeAdmins(tx);
  let written = 0;
  for (const spell of SPELLS) {
    const closesText = sql<string>`to_char(${closes}, 'YYYY-MM-DD')`;
    const due = await tx
      .select({
        id: udinDocuments.id,
        documentType: udinDocuments.documentType,
        signerId: udinDocuments.signerId,
        signedOn: udinDocuments.signedOn,
        clientName: clients.name,
        closesOn: closesText,
      })
      .from(udinDocuments)
      .innerJoin(clients, eq(clients.id, udinDocuments.clientId))
      .where(
        and(
          isNull(udinDocuments.udin),
          spell.due(closes, today),
          sql`${udinDocuments[spell.marker]} is distinct from ${closes}`,
        ),
      );
    const signers = await activeIds(tx, [...new Set(due.map((row) => row.signerId))]);
    for (const row of due) {
      const what = `${UDIN_DOCUMENT_LABELS[row.documentType]} for ${row.clientName} signed on ${shown(row.signedOn)}`;
      const message =
        spell.type === 'udin_due_soon'
          ? `${what} has no UDIN yet; the window closes on ${shown(row.closesOn)}`
          : `${what} has no UDIN and its window closed on ${shown(row.closesOn)}`;
      const recipients = new Set([...(signers.has(row.signerId) ? [row.signerId] : []), ...admins]);
      if (recipients.size > 0)
        await tx.insert(notifications).values(
          [...recipients].map((userId) => ({
            orgId,
            userId,
            type: spell.type,
            title: spell.title,
            message,
            createdAt: now,
          })),
        );
      written += recipients.size;
      await tx
        .update(udinDocuments)
        .set({ [spell.marker]: row.closesOn })
        .where(eq(udinDocuments.id, row.id));
    }
  }
  return written;
}
