// Compliance generation benchmark: a practice of 1,000 clients with varied profiles (monthly,
// QRMP and composition GST in several states, TDS forms, advance tax, audits, companies with an
// AGM and directors, LLPs, trusts) generates the year April 2026 – March 2027 through the real
// API (POST /compliance/generate as an Admin), then runs it again (nothing to create). Prints each
// time against the target (≤ 10 s for the year).
// Usage: npx tsx scripts/bench/compliance.ts [--pg]
import { type ComplianceProfile, gstinCheckChar } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { clientCompliance, clients, users } from '../../api/src/db/schema';
import { provisionPractice } from '../../api/src/modules/practices/provision';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms } from './measure';

const usePostgres = process.argv.includes('--pg');
const CLIENTS = 1000;
const TARGET_MS = 10_000;
const YEAR = { from: '2026-04-01', to: '2027-03-31' };

const BASE: ComplianceProfile = {
  entityType: 'individual',
  pan: '',
  gstin: null,
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
  contacts: [],
};

const STATES = ['27', '29', '07', '33', '24', '09'];
const letter = (i: number) => String.fromCharCode(65 + (i % 26));

const KINDS = [
  ['individual', 'P'],
  ['firm', 'F'],
  ['company', 'C'],
  ['llp', 'F'],
  ['huf', 'H'],
  ['company', 'C'],
  ['trust', 'T'],
  ['individual', 'P'],
] as const;

/** The i-th client's profile: eight shapes of practice client, GSTINs in six states. */
function profileOf(i: number): ComplianceProfile {
  const kind = i % KINDS.length;
  const [entityType, status] = KINDS[kind] ?? KINDS[0];
  const pan = `AB${letter(i)}${status}${String(i % 10_000).padStart(4, '0')}${letter(i + 7)}`;
  const first14 = `${STATES[i % STATES.length]}${pan}1Z`;
  const gstin = `${first14}${gstinCheckChar(first14)}`;
  const tan = `PNE${letter(i)}${String(i % 100_000).padStart(5, '0')}${letter(i + 3)}`;
  const shapes: Partial<ComplianceProfile>[] = [
    { gstin, gstFrequency: 'monthly', businessIncome: true, advanceTax: 'regular' },
    { gstin, gstFrequency: 'quarterly', tan, tdsForms: ['26Q'], businessIncome: true, taxAudit: true },
    {
      gstin,
      gstFrequency: 'monthly',
      gstAnnualReturn: true,
      gstReconciliation: true,
      tan,
      tdsForms: ['24Q', '26Q'],
      advanceTax: 'regular',
      taxAudit: true,
      agmDate: '2026-09-25',
      dpt3: true,
      directors: [
        { name: 'A Director', din: String(10_000_000 + i), lastKycFiledOn: null },
        { name: 'B Director', din: String(20_000_000 + i), lastKycFiledOn: '2026-06-10' },
      ],
    },
    { gstin, gstFrequency: 'quarterly', tan, tdsForms: ['26Q', '27Q'], businessIncome: true },
    { gstin, gstFrequency: 'composition', advanceTax: 'presumptive', businessIncome: true },
    { tan, tdsForms: ['24Q', '26Q', '27EQ'], agmDate: '2026-09-30', transferPricing: true, taxAudit: true },
    { tan, tdsForms: ['26Q'], taxAudit: true },
    { advanceTax: 'regular' },
  ];
  return { ...BASE, entityType, pan, ...shapes[kind] };
}

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'compliance');
  const { db } = bench.database;
  const orgId = await db.transaction((tx) =>
    provisionPractice(tx, { name: 'Bench & Co', stateCode: '27', gstin: '27AAPFU0939F1ZV' }),
  );
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        orgId,
        name: `Person ${i}`,
        email: `bench-${orgId.slice(0, 8)}-${i}@bench.test`,
        role: (i === 0 ? 'ADMIN' : i < 4 ? 'TEAM_LEADER' : 'TEAM_MEMBER') as
          | 'ADMIN'
          | 'TEAM_LEADER'
          | 'TEAM_MEMBER',
      })),
    )
    .returning({ id: users.id });
  const profiles = Array.from({ length: CLIENTS }, (_, i) => profileOf(i));
  const made = await db
    .insert(clients)
    .values(
      profiles.map((p, i) => ({
        orgId,
        name: `Client ${i} ${p.entityType}`,
        address: 'Pune',
        gstin: p.gstin,
        // Most clients have a default assignee; every tenth is left to the team leader.
        defaultAssigneeId: i % 10 === 0 ? null : (people[4 + (i % 16)]?.id ?? null),
      })),
    )
    .returning({ id: clients.id });
  await db.insert(clientCompliance).values(
    made.map((c, i) => {
      const { gstin: _gstin, ...stored } = profiles[i] as ComplianceProfile;
      return { clientId: c.id, orgId, profile: stored };
    }),
  );
  await db.execute(sql`analyze`);

  const { app, close } = await openBenchApp(bench.database);
  const adminId = people[0]?.id ?? '';
  const headers = {
    authorization: `Bearer ${app.jwt.sign({ sub: adminId, org: orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
  };
  const generate = async () => {
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const res = await app.inject({ method: 'POST', url: '/api/compliance/generate', headers, payload: YEAR });
    const took = performance.now() - start;
    // This process's CPU (the API, and PGlite inside it): what a busy machine does not inflate.
    const cpu = process.cpuUsage(cpuBefore);
    if (res.statusCode !== 200) throw new Error(`generate answered ${res.statusCode}: ${res.body}`);
    return {
      took,
      cpu: (cpu.user + cpu.system) / 1000,
      data: res.json().data as { created: number; existing: number },
    };
  };
  let ok = false;
  try {
    const first = await generate();
    console.log(
      `${bench.database.kind}: ${CLIENTS} clients, year ${YEAR.from}..${YEAR.to}: ${first.data.created} tasks created in ${ms(first.took)} (CPU ${ms(first.cpu)})`,
    );
    const again = await generate();
    console.log(`run again: ${JSON.stringify(again.data)} in ${ms(again.took)} (CPU ${ms(again.cpu)})`);
    ok = first.took <= TARGET_MS && again.data.created === 0;
    console.log(`${ok ? 'PASS' : 'FAIL'}: ${ms(first.took)} for the year (target ≤ ${TARGET_MS} ms)`);
  } finally {
    await close();
    await bench.cleanup();
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
