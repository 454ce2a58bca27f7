// The demo clients' compliance profiles: fixed, realistic registrations (monthly, QRMP and
// composition GST; TANs with their TDS and TCS returns; companies with AGMs and directors; LLPs, a
// trust, a co-operative and individuals with business or professional income), each with a
// primary contact and most with a default assignee, so a new practice sees a live calendar.
import type { ComplianceContact, ComplianceDirector } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clientCompliance, clients, type StoredComplianceProfile, users } from '../schema';
import { DEMO_CLIENTS } from './demo-clients';

type Parts = Partial<Omit<StoredComplianceProfile, 'entityType' | 'pan' | 'contacts'>>;

export interface DemoProfile {
  client: string;
  /** A demo person's e-mail, or null to leave generated tasks in the team leader's view. */
  assignee: string | null;
  profile: StoredComplianceProfile;
}

/** The registered demo client's own PAN (its GSTIN is built from it); else the one given. */
function panOf(client: string, pan?: string): string {
  const own = DEMO_CLIENTS.find((c) => c.name === client)?.pan ?? pan;
  if (!own) throw new Error(`no PAN for the demo client ${client}`);
  return own;
}

function demo(
  client: string,
  entityType: StoredComplianceProfile['entityType'],
  contact: [name: string, role: string],
  assignee: string | null,
  parts: Parts & { pan?: string },
): DemoProfile {
  const { pan, ...rest } = parts;
  const details = DEMO_CLIENTS.find((c) => c.name === client);
  const primary: ComplianceContact = {
    name: contact[0],
    role: contact[1],
    email: details?.email ?? '',
    phone: details?.phone ?? '',
    primary: true,
  };
  return {
    client,
    assignee,
    profile: {
      entityType,
      pan: panOf(client, pan),
      gstFrequency: null,
      gstAnnualReturn: false,
      gstReconciliation: false,
      tan: null,
      tdsForms: [],
      advanceTax: 'none',
      taxAudit: false,
      transferPricing: false,
      businessIncome: false,
      agmDate: null,
      dpt3: false,
      directors: [],
      contacts: [primary],
      ...rest,
    },
  };
}

const director = (name: string, din: string, lastKycFiledOn: string | null = null): ComplianceDirector => ({
  name,
  din,
  lastKycFiledOn,
});
/** A company's usual year: monthly GST with GSTR-9, TDS on salaries and payments, audit, AGM. */
const COMPANY: Parts = {
  gstFrequency: 'monthly',
  gstAnnualReturn: true,
  tdsForms: ['24Q', '26Q'],
  advanceTax: 'regular',
  taxAudit: true,
  businessIncome: true,
};
const PROPRIETOR: Parts = { businessIncome: true, gstAnnualReturn: false };
const PRIYA = 'member@demo.test';
const AMIT = 'amit@demo.test';
const NEHA = 'neha@demo.test';
const VIKRAM = 'vikram@demo.test';

export const DEMO_PROFILES: DemoProfile[] = [
  demo('Sahyadri Agro Foods Pvt Ltd', 'company', ['Ravi Shinde', 'Accounts Manager'], PRIYA, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'PNES04821C',
    agmDate: '2026-09-24',
    auditorAppointedOn: '2026-09-24',
    dpt3: true,
    directors: [
      { ...director('Suresh Jadhav', '07234561', '2025-09-12'), detailsChangedOn: '2026-11-10' },
      director('Manisha Jadhav', '08123456'),
    ],
  }),
  demo('Deccan Auto Components LLP', 'llp', ['Anil Deshmukh', 'Designated Partner'], AMIT, {
    ...COMPANY,
    tan: 'PNED07312B',
    tdsForms: ['26Q'],
    directors: [director('Anil Deshmukh', '06543210', '2025-08-30')],
  }),
  demo('Kulkarni Textiles', 'individual', ['Shrikant Kulkarni', 'Proprietor'], NEHA, {
    ...PROPRIETOR,
    gstFrequency: 'quarterly',
    advanceTax: 'presumptive',
  }),
  demo('Marathwada Cold Storage Pvt Ltd', 'company', ['Pradnya More', 'Finance Head'], VIKRAM, {
    ...COMPANY,
    tan: 'AURM09034D',
    agmDate: '2026-09-28',
    directors: [director('Dilip More', '05512348', '2025-09-20'), director('Pradnya More', '09876012')],
  }),
  demo('Konkan Coastal Resorts Pvt Ltd', 'company', ['Joseph Fernandes', 'General Manager'], PRIYA, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'PNEK02210B',
    agmDate: '2026-09-30',
    dpt3: true,
    directors: [director('Vinay Sawant', '03321457', '2025-09-29')],
  }),
  demo('Shree Ganesh Pharma Distributors', 'individual', ['Ganesh Shinde', 'Proprietor'], AMIT, {
    ...PROPRIETOR,
    gstFrequency: 'quarterly',
    tan: 'NSKS08812L',
    tdsForms: ['26Q'],
    advanceTax: 'regular',
    taxAudit: true,
  }),
  demo('Vidarbha Cotton Ginning LLP', 'llp', ['Harish Wankhede', 'Designated Partner'], NEHA, {
    ...COMPANY,
    tan: 'NGPV03381C',
    tdsForms: ['26Q'],
    directors: [director('Harish Wankhede', '07788990', '2025-09-05')],
  }),
  demo('Mumbai Metro Logistics Pvt Ltd', 'company', ['Farhan Shaikh', 'CFO'], null, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'MUMM06645Q',
    tdsForms: ['24Q', '26Q', '27Q'],
    transferPricing: true,
    agmDate: '2026-09-29',
    dpt3: true,
    directors: [director('Rustom Mehta', '00412377', '2025-09-15'), director('Anjali Rao', '08877665')],
  }),
  demo('Bengaluru Software Labs Pvt Ltd', 'company', ['Deepa Rao', 'Finance Controller'], VIKRAM, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'BLRB04410E',
    tdsForms: ['24Q', '26Q', '27Q'],
    transferPricing: true,
    agmDate: '2026-09-29',
    directors: [director('Karthik Iyer', '06120934', '2025-09-25'), director('Meghana Gowda', '09012345')],
  }),
  demo('Mysore Silk Emporium', 'individual', ['Manjunath M', 'Proprietor'], PRIYA, {
    ...PROPRIETOR,
    gstFrequency: 'composition',
    advanceTax: 'presumptive',
  }),
  demo('Karavali Seafoods Exports Pvt Ltd', 'company', ['Ashwin Shetty', 'Accounts Head'], AMIT, {
    ...COMPANY,
    tan: 'MRLK07789H',
    agmDate: '2026-09-26',
    directors: [director('Sadashiva Shetty', '02245678', '2025-06-28')],
  }),
  demo('Sabarmati Chemicals Ltd', 'company', ['Hetal Shah', 'Company Secretary'], null, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'AHMS02290N',
    tdsForms: ['24Q', '26Q', '27Q'],
    agmDate: '2026-09-22',
    dpt3: true,
    directors: [
      director('Nitin Shah', '00123458', '2025-09-10'),
      director('Hetal Shah', '01987654', '2025-09-10'),
      director('Ramesh Patel', '07456321'),
    ],
  }),
  demo('Surat Diamond Traders LLP', 'llp', ['Jignesh Desai', 'Designated Partner'], NEHA, {
    ...COMPANY,
    tan: 'SRTS06604P',
    tdsForms: ['26Q'],
    directors: [director('Jignesh Desai', '08345612', '2025-09-18')],
  }),
  demo('Kutch Salt Works', 'individual', ['Kanji Patel', 'Proprietor'], VIKRAM, {
    ...PROPRIETOR,
    gstFrequency: 'composition',
  }),
  demo('Capital Infra Projects Pvt Ltd', 'company', ['Neeraj Gupta', 'Finance Manager'], PRIYA, {
    ...COMPANY,
    tan: 'DELC08127G',
    agmDate: '2026-09-25',
    dpt3: true,
    directors: [
      director('Rajiv Malhotra', '01456782', '2025-09-22'),
      director('Sunita Malhotra', '06789012'),
    ],
  }),
  demo('Chandni Chowk Spices', 'individual', ['Mohan Gupta', 'Proprietor'], AMIT, {
    ...PROPRIETOR,
    gstFrequency: 'quarterly',
    advanceTax: 'regular',
  }),
  demo('Coromandel Engineering Works Pvt Ltd', 'company', ['Lakshmi Narayanan', 'Accounts Manager'], NEHA, {
    ...COMPANY,
    tan: 'CHEC05563T',
    agmDate: '2026-09-26',
    directors: [director('Venkatesh Raman', '02678934', '2025-09-24')],
  }),
  demo('Madurai Handloom Co-operative', 'aop', ['Selvi Murugan', 'Secretary'], VIKRAM, {
    businessIncome: true,
    gstFrequency: 'quarterly',
  }),
  demo('Hyderabad Biotech Research Pvt Ltd', 'company', ['Srinivas Reddy', 'CFO'], null, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'HYDH01043D',
    tdsForms: ['24Q', '26Q', '27Q'],
    transferPricing: true,
    agmDate: '2026-09-30',
    dpt3: true,
    directors: [director('Srinivas Reddy', '03456781', '2025-09-27'), director('Farah Ali', '08765123')],
  }),
  demo('Charminar Pearls', 'individual', ['Abdul Aziz', 'Proprietor'], PRIYA, {
    ...PROPRIETOR,
    gstFrequency: 'composition',
    advanceTax: 'presumptive',
  }),
  demo('Ganga Educational Trust', 'trust', ['Prof. R. N. Mishra', 'Managing Trustee'], AMIT, {
    gstFrequency: 'quarterly',
    tan: 'ALDG05518Q',
    tdsForms: ['24Q'],
  }),
  demo('Howrah Jute Mills Ltd', 'company', ['Subrata Banerjee', 'Company Secretary'], NEHA, {
    ...COMPANY,
    gstReconciliation: true,
    tan: 'CALH02046R',
    tdsForms: ['24Q', '26Q', '27EQ'],
    agmDate: '2026-09-18',
    dpt3: true,
    directors: [director('Arindam Sen', '00987654', '2025-09-16'), director('Rupa Sen', '05432198')],
  }),
  demo('Dr. Meenal Apte (Consultant Physician)', 'individual', ['Dr. Meenal Apte', 'Self'], PRIYA, {
    pan: 'AKLPA3321Q',
    businessIncome: true,
    advanceTax: 'regular',
  }),
  demo('Aarav Joshi (Freelance Architect)', 'individual', ['Aarav Joshi', 'Self'], AMIT, {
    pan: 'BQJPJ7745N',
    businessIncome: true,
    advanceTax: 'presumptive',
  }),
  demo('Patil Family Trust', 'trust', ['Vasant Patil', 'Trustee'], NEHA, { pan: 'AABTP6612R' }),
  demo('Rohit Menon (Salaried, ITR)', 'individual', ['Rohit Menon', 'Self'], null, { pan: 'AUVPM9023H' }),
];

/** Writes every demo profile and default assignee (the demo practice's clients and people exist). */
export async function seedDemoCompliance(tx: Db, orgId: string): Promise<void> {
  const [clientRows, people] = await Promise.all([
    tx.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.orgId, orgId)),
    tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.orgId, orgId)),
  ]);
  for (const { client, assignee } of DEMO_PROFILES) {
    const clientId = clientRows.find((c) => c.name === client)?.id;
    if (!clientId) throw new Error(`the demo client ${client} is missing`);
    const assigneeId = assignee ? (people.find((p) => p.email === assignee)?.id ?? null) : null;
    await tx
      .update(clients)
      .set({ defaultAssigneeId: assigneeId })
      .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)));
  }
  await tx.insert(clientCompliance).values(
    DEMO_PROFILES.map(({ client, profile }) => ({
      orgId,
      clientId: clientRows.find((c) => c.name === client)?.id ?? '',
      profile,
    })),
  );
}
