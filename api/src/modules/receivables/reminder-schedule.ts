// The practice's reminder schedule (off until an Admin turns it on): the first reminder N days after
// an invoice's due date, then one every M days while a balance is left.
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from '@practice-desk/contracts';
import { reminderSchedules } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export async function readReminderSchedule(db: TenantDb): Promise<ReminderSchedule> {
  const [row] = await db
    .select({
      enabled: reminderSchedules.enabled,
      firstAfterDays: reminderSchedules.firstAfterDays,
      repeatEveryDays: reminderSchedules.repeatEveryDays,
    })
    .from(reminderSchedules);
  return row ?? DEFAULT_REMINDER_SCHEDULE;
}

export async function saveReminderSchedule(db: TenantDb, body: ReminderSchedule): Promise<ReminderSchedule> {
  await db
    .insert(reminderSchedules)
    .values({ orgId: db.orgId, ...body })
    .onConflictDoUpdate({ target: reminderSchedules.orgId, set: { ...body, updatedAt: new Date() } });
  return readReminderSchedule(db);
}
