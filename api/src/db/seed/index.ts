// The demo practice "Demo & Associates": seeded once, in one transaction, when npm start finds it
// missing. Everything a newcomer needs to try the product with real data.
import {
  DEFAULT_TIME_ZONE,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type Role,
  todayIn,
} from '@practice-desk/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { provisionPractice } from '../../modules/practices/provision';
import type { Db } from '../client';
import { clients, invoiceSettings, priorities, taskTemplates, templateSubTasks, users } from '../schema';
import { DEMO_CLIENTS, DEMO_TEMPLATES, demoGstin } from './demo-clients';
import { seedDemoCompliance } from './demo-compliance';
import { seedDemoFilings } from './demo-filings';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoRequestTemplates } from './demo-request-templates';
import { seedDemoTasks } from './demo-tasks';

export const DEMO_PRACTICE = {
  name: 'Demo & Associates, Chartered Accountants',
  city: 'Pune',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  email: 'accounts@demo-associates.test',
  phone: '+91 20 2553 4400',
  address: 'Office 501, Sai Capital, Senapati Bapat Road, Pune, Maharashtra 411016',
};

const NAMES: Record<string, string> = {
  'admin@demo.test': 'Anita Deshpande',
  'leader@demo.test': 'Rahul Kulkarni',
  'member@demo.test': 'Priya Joshi',
};
const MORE_PEOPLE: { email: string; name: string; role: Role }[] = [
  { email: 'leader2@demo.test', name: 'Sneha Patwardhan', role: 'TEAM_LEADER' },
  { email: 'amit@demo.test', name: 'Amit Gokhale', role: 'TEAM_MEMBER' },
  { email: 'neha@demo.test', name: 'Neha Bhide', role: 'TEAM_MEMBER' },
  { email: 'vikram@demo.test', name: 'Vikram Sathe', role: 'TEAM_MEMBER' },
];

export async function seedDemoPractice(db: Db): Promise<{ created: boolean; tasks: number }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'admin@demo.test'`);
  if (existing) return { created: false, tasks: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tasks = await db.transaction(async (tx) => {
    const orgId = await provisionPractice(tx, {
      name: DEMO_PRACTICE.name,
      city: DEMO_PRACTICE.city,
      stateCode: DEMO_PRACTICE.stateCode,
      gstin: DEMO_PRACTICE.gstin,
      companyEmail: DEMO_PRACTICE.email,
      companyAddress: DEMO_PRACTICE.address,
      companyPhone: DEMO_PRACTICE.phone,
    });
    await tx
      .update(invoiceSettings)
      .set({
        bankName: 'HDFC Bank',
        branchName: 'Baner, Pune',
        accountNumber: '50200012345678',
        ifscCode: 'HDFC0001234',
        prefix: 'INV-',
        startingNumber: 1001,
        nextNumber: 1001,
        gstRateBp: 1800,
        sacCode: '998231',
      })
      .where(eq(invoiceSettings.orgId, orgId));
    const people = [
      ...DEMO_ACCOUNTS.map((a) => ({ email: a.email, name: NAMES[a.email] ?? a.email, role: a.role })),
      ...MORE_PEOPLE,
    ];
    await tx.insert(users).values(
      people.map((p) => ({
        orgId,
        ...p,
        passwordHash,
        status: 'Active' as const,
        emailVerifiedAt: new Date(),
      })),
    );
    await tx.insert(clients).values(
      DEMO_CLIENTS.map((c) => ({
        orgId,
        name: c.name,
        email: c.email,
        phone: c.phone,
        address: c.address,
        stateCode: c.stateCode,
        gstin: c.pan ? demoGstin(c.stateCode, c.pan) : null,
      })),
    );
    await seedDemoCompliance(tx, orgId);
    const priorityRows = await tx
      .select({ id: priorities.id, key: priorities.systemKey })
      .from(priorities)
      .where(eq(priorities.orgId, orgId));
    for (const template of DEMO_TEMPLATES) {
      const [row] = await tx
        .insert(taskTemplates)
        .values({
          orgId,
          name: template.name,
          defaultEstimatedMinutes: template.minutes,
          defaultPriorityId: priorityRows.find((p) => p.key === template.priority)?.id,
        })
        .returning({ id: taskTemplates.id });
      if (!row) throw new Error('template insert returned nothing');
      await tx
        .insert(templateSubTasks)
        .values(template.subTasks.map((name, position) => ({ orgId, templateId: row.id, name, position })));
    }
    await seedDemoRequestTemplates(tx, orgId);
    const seeded = await seedDemoTasks(tx, orgId);
    await seedDemoInvoices(tx, orgId, DEMO_PRACTICE.stateCode);
    // After the tasks: generated compliance work goes to the leaders of each client's work.
    await seedDemoFilings(tx, orgId, todayIn(DEFAULT_TIME_ZONE));
    return seeded;
  });
  return { created: true, tasks };
}
