// The opt-in daily e-mail digest of one practice: each person who turned it on gets, once a day,
// the items their rights reach (as in the calendar) that are overdue or due in the next 7 days.
// The day is claimed on the person before the mail goes, and given back if sending fails, so two
// runs (or two instances) never send it twice and a failure is retried by the next run.
import type { Role } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { clients, complianceItems, organisations, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { Mailer } from '../../plugins/mailer';
import { liveItem, selectItems, toCalendarItem, visibleTo } from './calendar-items';
import { digestMail } from './digest-mail';

/** The days ahead a digest looks, today included. */
export const DIGEST_DAYS = 7;

export interface DigestDeps {
  mailer: Mailer;
  /** The app's address, for the link to the calendar. */
  appUrl: string;
}

export interface DigestResult {
  sent: number;
  failed: number;
}

const notSentOn = (today: string) =>
  or(isNull(users.complianceDigestSentOn), ne(users.complianceDigestSentOn, today));

async function itemsFor(
  db: TenantDb,
  person: { id: string; orgId: string; role: Role; name: string },
  today: string,
) {
  const until = dayjs(today).add(DIGEST_DAYS, 'day').format('YYYY-MM-DD');
  const rows = await selectItems(db)
    .where(
      and(liveItem(), visibleTo(person), isNull(complianceItems.filedOn), lt(complianceItems.dueDate, until)),
    )
    .orderBy(asc(complianceItems.dueDate), asc(clients.name), asc(complianceItems.code));
  return rows.map((row) => toCalendarItem(row, today));
}

export async function sendDigests(
  db: TenantDb,
  orgId: string,
  today: string,
  deps: DigestDeps,
  onError: (err: unknown, userId: string) => void,
): Promise<DigestResult> {
  const [practice] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      sentOn: users.complianceDigestSentOn,
    })
    .from(users)
    .where(and(eq(users.complianceDigest, true), eq(users.status, 'Active'), notSentOn(today)));
  const result: DigestResult = { sent: 0, failed: 0 };
  for (const person of people) {
    const items = await itemsFor(db, { ...person, orgId }, today);
    if (items.length === 0) continue;
    const claimed = await db
      .update(users)
      .set({ complianceDigestSentOn: today })
      .where(and(eq(users.id, person.id), notSentOn(today)))
      .returning({ id: users.id });
    if (claimed.length === 0) continue;
    const mail = digestMail({
      name: person.name,
      practiceName: practice?.name ?? '',
      today,
      overdue: items.filter((item) => item.status === 'overdue'),
      dueSoon: items.filter((item) => item.status !== 'overdue'),
      link: `${deps.appUrl}/compliance`,
    });
    try {
      await deps.mailer.send({ to: person.email, ...mail });
      result.sent += 1;
    } catch (err) {
      await db
        .update(users)
        .set({ complianceDigestSentOn: person.sentOn })
        .where(and(eq(users.id, person.id), eq(users.complianceDigestSentOn, today)));
      result.failed += 1;
      onError(err, person.id);
    }
  }
  return result;
}
