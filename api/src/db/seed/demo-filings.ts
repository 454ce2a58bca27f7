// The demo practice's compliance year as a practice keeps it mid-year: every obligation from 1 April
// to the practice's horizon generated (as Generate and the daily job would); the returns already
// due filed, with their filing dates and acknowledgement numbers (a few late), their tasks
// Completed; a handful genuinely overdue; what falls due from today on open. Deterministic for a
// given today: the same practice on every machine.
import { DEFAULT_TIME_ZONE, financialYearStart, RULE_YEARS, rulesOfCode } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { generateForClients } from '../../modules/compliance/generate';
import type { Db } from '../client';
import { clients, complianceItems, statuses, tasks, users } from '../schema';
import { scoped } from '../scoped';

/** How far ahead the demo's work is generated, as the practice's default horizon. */
const MONTHS_AHEAD = 3;

/** The returns left unfiled past their due date: the latest of each, for these clients and forms
 * (a busy practice's real backlog: a GST return, a TDS return, a company's annual return). */
const LEFT_OVERDUE: [client: string, code: string][] = [
  ['Mumbai Metro Logistics Pvt Ltd', 'GSTR-3B'],
  ['Chandni Chowk Spices', 'GSTR-1'],
  ['Karavali Seafoods Exports Pvt Ltd', '26Q'],
  ['Capital Infra Projects Pvt Ltd', 'MGT-7'],
  ['Ganga Educational Trust', '24Q'],
];

/** A small number from text, the same on every machine (filing days and acknowledgement digits). */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** An acknowledgement number in the portal's own shape: a GST ARN (AA, state, date, serial), an
 * MCA SRN, or an income-tax acknowledgement or TDS token number. */
function acknowledgement(code: string, state: string, filedOn: string, key: string): string {
  const digits = String(hashOf(key)).padStart(10, '0');
  const authority = rulesOfCode(code, RULE_YEARS.at(-1) ?? '')[0]?.authority;
  if (authority === 'gst') return `AA${state}${dayjs(filedOn).format('DDMMYY')}${digits.slice(0, 5)}`;
  if (authority === 'mca') return `F${digits.slice(0, 8)}`;
  return `${dayjs(filedOn).format('YYMMDD')}${digits.slice(0, 9)}`;
}

/** When a return due on `dueDate` was filed: mostly a few days before, one in nine a few days late
 * (never after yesterday). */
function filedOnOf(dueDate: string, today: string, key: string): string {
  const h = hashOf(key);
  const late = h % 9 === 0;
  const day = dayjs(dueDate).add(late ? 1 + (h % 6) : -(h % 5), 'day');
  const yesterday = dayjs(today).subtract(1, 'day');
  return (day.isAfter(yesterday) ? yesterday : day).format('YYYY-MM-DD');
}

export async function seedDemoFilings(tx: Db, orgId: string, today: string): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'ADMIN')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) throw new Error('the demo practice has no Admin');
  const ctx = {
    db: scoped(tx, orgId),
    orgId,
    user: { id: admin.id, orgId, role: 'ADMIN' as const, name: admin.name },
    timeZone: DEFAULT_TIME_ZONE,
  };
  const to = dayjs(today).add(MONTHS_AHEAD, 'month').format('YYYY-MM-DD');
  await generateForClients(ctx, { from: financialYearStart(today), to });

  const due = await tx
    .select({
      id: complianceItems.id,
      taskId: complianceItems.taskId,
      code: complianceItems.code,
      period: complianceItems.period,
      directorDin: complianceItems.directorDin,
      dueDate: complianceItems.dueDate,
      clientName: clients.name,
      gstin: clients.gstin,
    })
    .from(complianceItems)
    .innerJoin(clients, eq(clients.id, complianceItems.clientId))
    .where(
      and(
        eq(complianceItems.orgId, orgId),
        isNull(complianceItems.filedOn),
        lt(complianceItems.dueDate, today),
      ),
    );
  const latest = new Map<string, (typeof due)[number]>();
  for (const item of due) {
    const key = `${item.clientName}|${item.code}`;
    const seen = latest.get(key);
    if (!seen || item.dueDate > seen.dueDate) latest.set(key, item);
  }
  const overdue = new Set(
    LEFT_OVERDUE.flatMap(([client, code]) => latest.get(`${client}|${code}`)?.id ?? []),
  );
  const filed = due.filter((item) => !overdue.has(item.id));
  // One statement per few hundred filings: the seed stays a few seconds.
  for (let start = 0; start < filed.length; start += 500) {
    const rows = filed.slice(start, start + 500).map((item) => {
      const key = `${item.clientName}|${item.code}|${item.period}|${item.directorDin}`;
      const filedOn = filedOnOf(item.dueDate, today, key);
      const arn = acknowledgement(item.code, item.gstin?.slice(0, 2) ?? '27', filedOn, key);
      return sql`(${item.id}::uuid, ${filedOn}::date, ${arn})`;
    });
    await tx.execute(sql`update compliance_items set filed_on = v.filed_on, arn = v.arn, filed_by = ${admin.id}
      from (values ${sql.join(rows, sql`, `)}) as v(id, filed_on, arn)
      where compliance_items.id = v.id and compliance_items.org_id = ${orgId}`);
  }
  // A filed return's task is done, as recording the filing on screen makes it.
  const [completed] = await tx
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.orgId, orgId), eq(statuses.systemKey, 'COMPLETED')));
  const taskIds = filed.flatMap((item) => item.taskId ?? []);
  if (!completed) throw new Error('the demo practice has no Completed status');
  for (let start = 0; start < taskIds.length; start += 500)
    await tx
      .update(tasks)
      .set({ statusId: completed.id })
      .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, taskIds.slice(start, start + 500))));
}
