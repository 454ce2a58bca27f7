// What the chase of one practice needs to know: its preferences (days ahead a compliance item's
// request is raised, the reminder schedule), its name, and the mailer and address mails use.
import {
  DEFAULT_AUTO_REQUEST_DAYS,
  DEFAULT_REQUEST_REMINDER_SCHEDULE,
  type RequestReminderSchedule,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { organisations, preferences } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { Mailer } from '../../plugins/mailer';

export interface ChaseDeps {
  mailer: Mailer;
  /** The app's address, for the portal's link. */
  appUrl: string;
}

export interface ChaseSettings {
  practiceName: string;
  autoRequestDays: number;
  schedule: RequestReminderSchedule;
}

export async function chaseSettings(db: TenantDb): Promise<ChaseSettings> {
  const [row] = await db
    .select({
      practiceName: organisations.name,
      autoRequestDays: preferences.autoRequestDays,
      firstAfterDays: preferences.requestReminderFirstDays,
      everyDaysBeforeDue: preferences.requestReminderEveryDays,
      everyDaysAfterDue: preferences.requestReminderAfterDueDays,
    })
    .from(organisations)
    .leftJoin(preferences, eq(preferences.orgId, organisations.id))
    .where(eq(organisations.id, db.orgId));
  const schedule = DEFAULT_REQUEST_REMINDER_SCHEDULE;
  return {
    practiceName: row?.practiceName ?? '',
    autoRequestDays: row?.autoRequestDays ?? DEFAULT_AUTO_REQUEST_DAYS,
    schedule: {
      firstAfterDays: row?.firstAfterDays ?? schedule.firstAfterDays,
      everyDaysBeforeDue: row?.everyDaysBeforeDue ?? schedule.everyDaysBeforeDue,
      everyDaysAfterDue: row?.everyDaysAfterDue ?? schedule.everyDaysAfterDue,
    },
  };
}
