import * as XLSX from '@e965/xlsx';
import { gstinCheckChar, panEntityMessage } from '@practice-desk/contracts';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCompliance, complianceItems } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';

const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const PAN = 'AAGCS4821K';

const PROFILE = {
  entityType: 'company',
  pan: PAN,
  gstin: gstin('27', PAN),
  gstFrequency: 'quarterly',
  gstAnnualReturn: true,
  gstReconciliation: false,
  tan: 'PNES12345E',
  tdsForms: ['24Q', '26Q'],
  advanceTax: 'regular',
  taxAudit: true,
  transferPricing: true,
  businessIncome: true,
  agmDate: '2026-09-25',
  auditorAppointedOn: '2026-09-25',
  dpt3: true,
  directors: [
    { name: 'Suresh Patil', din: '01234567', lastKycFiledOn: '2026-05-01', detailsChangedOn: '2026-11-02' },
    { name: 'Kavita Patil', din: '07654321', lastKycFiledOn: null, detailsChangedOn: null },
  ],
  contacts: [
    { name: 'Kavita Patil', role: 'Director', email: 'kavita@sahyadri.example', phone: '', primary: false },
    {
      name: 'Ravi Shinde',
      role: 'Accountant',
      email: 'ravi@sahyadri.example',
      phone: '98220 41230',
      primary: true,
    },
    { name: 'Office (Pune)', role: '', email: '', phone: '020 2567 1100', primary: false },
  ],
};

function xlsx(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Clients');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('client list import and export with compliance profiles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const upload = (headers: AuthHeaders, name: string, content: Buffer) => {
    const file = multipartFile('file', name, content);
    return app.inject({
      method: 'POST',
      url: '/api/clients/import',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
  };
  const clientNamed = async (headers: AuthHeaders, name: string) => {
    const list = await app.inject({
      method: 'GET',
      url: `/api/clients?search=${encodeURIComponent(name)}`,
      headers,
    });
    const row = list.json().data.clients[0];
    if (!row) return null;
    return (await app.inject({ method: 'GET', url: `/api/clients/${row.id}`, headers })).json().data.client;
  };
  /** A practice with one client holding the full profile, assigned to its Team Member. */
  async function practiceWithProfile(): Promise<{ practice: TestPractice; admin: AuthHeaders; id: string }> {
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const client = await createClient(app, admin, { name: 'Sahyadri Agro Foods Pvt Ltd' });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/compliance`,
      headers: admin,
      payload: { ...PROFILE, defaultAssigneeId: practice.member.id },
    });
    expect(saved.statusCode).toBe(200);
    return { practice, admin, id: client.id };
  }

  it('writes the profile one column per fact, directors and further contacts as lists', async () => {
    const { practice, admin } = await practiceWithProfile();
    const file = await app.inject({ method: 'GET', url: '/api/clients/export?format=xlsx', headers: admin });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const [row] = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Clients as XLSX.WorkSheet);
    expect(row).toMatchObject({
      'GST Number': gstin('27', PAN),
      'Entity Type': 'Company',
      PAN,
      'GST Frequency': 'Quarterly (QRMP)',
      'GSTR-9': 'Yes',
      'GSTR-9C': 'No',
      TAN: 'PNES12345E',
      'TDS Forms': '24Q, 26Q',
      'Advance Tax': 'Regular',
      'Tax Audit': 'Yes',
      'Transfer Pricing': 'Yes',
      'Business Income': 'Yes',
      'AGM Date': '2026-09-25',
      'Auditor Appointed On': '2026-09-25',
      'DPT-3': 'Yes',
      Directors:
        'Suresh Patil (DIN 01234567, KYC 2026-05-01, changed 2026-11-02); Kavita Patil (DIN 07654321)',
      'Primary Contact': 'Ravi Shinde',
      'Contact Role': 'Accountant',
      'Contact Email': 'ravi@sahyadri.example',
      'Contact Phone': '98220 41230',
      'Other Contacts':
        'Kavita Patil (role: Director, email: kavita@sahyadri.example); Office (Pune) (phone: 020 2567 1100)',
      'Default Assignee': practice.member.name,
    });
  });

  it('imports its own export back with the whole profile, in xlsx and in csv', async () => {
    for (const format of ['xlsx', 'csv'] as const) {
      const { practice, admin, id } = await practiceWithProfile();
      const file = await app.inject({
        method: 'GET',
        url: `/api/clients/export?format=${format}`,
        headers: admin,
      });
      // Saving the profile generated its work, so the client can no longer be deleted: renamed,
      // it leaves its name free for the import.
      const renamed = await app.inject({
        method: 'PUT',
        url: `/api/clients/${id}`,
        headers: admin,
        payload: { name: 'Earlier copy' },
      });
      expect(renamed.statusCode).toBe(200);
      const res = await upload(admin, `clients.${format}`, file.rawPayload);
      expect(res.json().data).toEqual({ imported: 1, failed: [] });
      const back = await clientNamed(admin, 'Sahyadri Agro Foods');
      expect(back.compliance).toEqual({
        ...PROFILE,
        // The primary contact is written first.
        contacts: [PROFILE.contacts[1], PROFILE.contacts[0], PROFILE.contacts[2]],
      });
      expect(back.defaultAssignee).toEqual({ id: practice.member.id, name: practice.member.name });
    }
  });

  it('refuses a row with a bad profile with its reason, creating nothing of it, and imports the rest', async () => {
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const header = [
      'Client',
      'Address',
      'GST Number',
      'Entity Type',
      'PAN',
      'GST Frequency',
      'Default Assignee',
    ];
    const res = await upload(
      admin,
      'clients.xlsx',
      xlsx([
        header,
        ['Good Company Pvt Ltd', 'Pune', gstin('27', PAN), 'company', PAN, 'monthly', practice.leader.email],
        ['Bad Pan Traders', 'Pune', '', 'Company', 'ABKPK5528D', '', ''],
        ['Nobody Assigned Ltd', 'Pune', '', 'Company', 'AAHCM9034R', '', 'Someone Else'],
        ['Plain Client', 'Nashik', '', '', '', '', ''],
      ]),
    );
    expect(res.json().data).toEqual({
      imported: 2,
      failed: [
        { row: 3, reason: `PAN: ${panEntityMessage('company')}` },
        { row: 4, reason: "Default Assignee: no active person of the practice is 'Someone Else'" },
      ],
    });
    expect(await clientNamed(admin, 'Bad Pan Traders')).toBeNull();
    expect(await clientNamed(admin, 'Good Company')).toMatchObject({
      gst: gstin('27', PAN),
      compliance: { entityType: 'company', gstFrequency: 'monthly', advanceTax: 'none' },
      defaultAssignee: { id: practice.leader.id },
    });
    expect(await clientNamed(admin, 'Plain Client')).toMatchObject({ compliance: null });
  });

  it('loads 500 clients with their profiles from one file', async () => {
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const rows = Array.from({ length: 500 }, (_, n) => {
      const pan = `AAAC${String.fromCharCode(65 + (n % 26))}${String(1000 + n)}K`;
      return [
        `Bulk Client ${n + 1} Pvt Ltd`,
        'Pune',
        gstin('27', pan),
        'Company',
        pan,
        'Monthly',
        'No',
        '26Q',
        'PNEB01234C',
      ];
    });
    const header = [
      'Client',
      'Address',
      'GST Number',
      'Entity Type',
      'PAN',
      'GST Frequency',
      'GSTR-9',
      'TDS Forms',
      'TAN',
    ];
    const res = await upload(admin, 'clients.xlsx', xlsx([header, ...rows]));
    expect(res.json().data).toEqual({ imported: 500, failed: [] });
    const [stored] = await app.database.db
      .select({ n: count() })
      .from(clientCompliance)
      .where(eq(clientCompliance.orgId, practice.orgId));
    expect(stored?.n).toBe(500);
    // Each one's compliance work to the horizon is generated (together, not client by client).
    const [withWork] = await app.database.db
      .select({ n: countDistinct(complianceItems.clientId) })
      .from(complianceItems)
      .where(eq(complianceItems.orgId, practice.orgId));
    expect(withWork?.n).toBe(500);
  }, 120_000);
});
