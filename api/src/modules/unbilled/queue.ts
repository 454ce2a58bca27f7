// The unbilled queue: each finished, unbilled task with its age since completion, Rule 47 warning
// and suggested amount, grouped per client.
import {
  moneyOf,
  RULE_47_DAYS,
  suggestAmount,
  todayIn,
  type UnbilledClientGroup,
  type UnbilledQueue,
  type UnbilledTask,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import type { ServiceContext } from '../../lib/context';
import { practiceTimeZone } from '../../lib/practice-time';
import { teamTasks } from '../invoices/scope';
import { practiceHourlyRate, selectUnbilled, type UnbilledRecord, unbilledWhere } from './queries';

/** Whole days from the completion day (on the practice's clock) to today. A task finished before
 * `completed_at` was kept counts from its last change. */
export function ageInDays(
  record: Pick<UnbilledRecord, 'completedAt' | 'updatedAt'>,
  today: string,
  timeZone: string,
) {
  const completedOn = todayIn(timeZone, record.completedAt ?? record.updatedAt);
  return Math.max(0, dayjs(today).diff(dayjs(completedOn), 'day'));
}

export function suggestionFor(record: UnbilledRecord, hourlyRatePaise: number | null) {
  return suggestAmount({
    clientFeePaise: record.clientFeePaise,
    hourlyRatePaise,
    ttMinutes: record.tt,
    quotationPaise: record.quotationPaise,
  });
}

export async function listUnbilled(ctx: ServiceContext): Promise<UnbilledQueue> {
  const [records, hourlyRate, timeZone] = await Promise.all([
    selectUnbilled(ctx.db, unbilledWhere(teamTasks(ctx))),
    practiceHourlyRate(ctx.db),
    practiceTimeZone(ctx),
  ]);
  const today = todayIn(timeZone);
  const groups = new Map<string, { group: UnbilledClientGroup; totalPaise: number }>();
  let overdueCount = 0;
  for (const record of records) {
    const ageDays = ageInDays(record, today, timeZone);
    // Rule 47 of the CGST Rules, 2017: the invoice for services is due within 30 days of supply.
    const overdue = ageDays >= RULE_47_DAYS;
    if (overdue) overdueCount += 1;
    const { paise, basis } = suggestionFor(record, hourlyRate);
    const task: UnbilledTask = {
      id: record.id,
      task: record.task,
      subTask: record.subTask,
      et: record.et,
      tt: record.tt,
      completedAt: record.completedAt?.toISOString() ?? null,
      ageDays,
      overdue,
      suggestedAmount: paise === null ? null : moneyOf(paise),
      basis,
      teamLeader: record.teamLeaderId ? { id: record.teamLeaderId, name: record.teamLeaderName ?? '' } : null,
    };
    const entry = groups.get(record.clientId) ?? {
      group: { client: { id: record.clientId, name: record.clientName }, tasks: [], total: moneyOf(0) },
      totalPaise: 0,
    };
    entry.group.tasks.push(task);
    entry.totalPaise += paise ?? 0;
    entry.group.total = moneyOf(entry.totalPaise);
    groups.set(record.clientId, entry);
  }
  return { clients: [...groups.values()].map((e) => e.group), overdueCount };
}
