// The compliance profile's columns in the client list's spreadsheet: written one cell per fact
// (directors and further contacts as readable lists) and read back into a profile body.
import {
  ADVANCE_TAX_LABELS,
  ENTITY_TYPE_LABELS,
  GST_FREQUENCY_LABELS,
  type PersonOption,
  ProfileBody,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import * as v from 'valibot';
import type { StoredComplianceProfile } from '../../db/schema';
import { cell, type SheetCell } from '../../lib/spreadsheet';

export const PROFILE_COLUMNS = [
  'Entity Type',
  'PAN',
  'GST Frequency',
  'GSTR-9',
  'GSTR-9C',
  'TAN',
  'TDS Forms',
  'Advance Tax',
  'Tax Audit',
  'Transfer Pricing',
  'Business Income',
  'AGM Date',
  'Auditor Appointed On',
  'DPT-3',
  'Directors',
  'Primary Contact',
  'Contact Role',
  'Contact Email',
  'Contact Phone',
  'Other Contacts',
  'Default Assignee',
] as const;

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** The profile's cells in PROFILE_COLUMNS order (the default assignee last); all empty for a
 * client without a profile. */
export function profileCells(profile: StoredComplianceProfile | null, assignee: string): SheetCell[] {
  if (!profile) return PROFILE_COLUMNS.map(() => '');
  const primary = profile.contacts.find((c) => c.primary);
  const others = profile.contacts.filter((c) => c !== primary);
  return [
    ENTITY_TYPE_LABELS[profile.entityType],
    profile.pan,
    profile.gstFrequency ? GST_FREQUENCY_LABELS[profile.gstFrequency] : '',
    yesNo(profile.gstAnnualReturn),
    yesNo(profile.gstReconciliation),
    profile.tan ?? '',
    profile.tdsForms.join(', '),
    ADVANCE_TAX_LABELS[profile.advanceTax],
    yesNo(profile.taxAudit),
    yesNo(profile.transferPricing),
    yesNo(profile.businessIncome),
    profile.agmDate ?? '',
    profile.auditorAppointedOn ?? '',
    yesNo(profile.dpt3),
    profile.directors
      .map((d) => {
        const kyc = d.lastKycFiledOn ? `, KYC ${d.lastKycFiledOn}` : '';
        const changed = d.detailsChangedOn ? `, changed ${d.detailsChangedOn}` : '';
        return `${d.name} (DIN ${d.din}${kyc}${changed})`;
      })
      .join('; '),
    primary?.name ?? '',
    primary?.role ?? '',
    primary?.email ?? '',
    primary?.phone ?? '',
    others
      .map((c) => {
        const parts = [
          c.role && `role: ${c.role}`,
          c.email && `email: ${c.email}`,
          c.phone && `phone: ${c.phone}`,
        ];
        const details = parts.filter(Boolean).join(', ');
        return details ? `${c.name} (${details})` : c.name;
      })
      .join('; '),
    assignee,
  ];
}

/** A column's text as written; a date cell as YYYY-MM-DD. */
function text(row: Record<string, SheetCell>, header: string): string {
  const value = cell(row, header);
  if (value === null) return '';
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  return String(value).trim();
}

/** A label or a key of `labels` (any case) to its key; otherwise the text itself, for the schema to refuse. */
function choice<K extends string>(
  labels: Record<K, string>,
  written: string,
  aliases: Record<string, K> = {},
) {
  const lower = written.toLowerCase();
  const found = (Object.keys(labels) as K[]).find(
    (key) => key === lower || labels[key].toLowerCase() === lower,
  );
  return found ?? aliases[lower] ?? written;
}

class ColumnProblem extends Error {}

function flag(row: Record<string, SheetCell>, header: string): boolean {
  const written = text(row, header).toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(written)) return false;
  if (['yes', 'y', 'true', '1'].includes(written)) return true;
  throw new ColumnProblem(`${header}: write Yes or No`);
}

function list(written: string): string[] {
  return written
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}

function directors(written: string) {
  return list(written).map((item) => {
    const match =
      /^(.*?)\s*\(\s*DIN\s*([^,)]*?)\s*(?:,\s*KYC\s*([^,)]*?))?\s*(?:,\s*changed\s*([^,)]*?))?\s*\)$/i.exec(
        item,
      );
    if (!match)
      throw new ColumnProblem(
        `Directors: write each as 'Name (DIN 01234567, KYC 2026-05-01, changed 2026-11-02)', separated by ';'`,
      );
    return {
      name: match[1] ?? '',
      din: match[2] ?? '',
      lastKycFiledOn: match[3] || null,
      detailsChangedOn: match[4] || null,
    };
  });
}

function otherContacts(written: string) {
  return list(written).map((item) => {
    const match = /^(.*?)\s*\(((?:role|email|phone)\s*:.*)\)$/i.exec(item);
    const contact = { name: match ? (match[1] ?? '') : item, role: '', email: '', phone: '', primary: false };
    for (const part of match?.[2]?.split(',') ?? []) {
      const [key = '', ...value] = part.split(':');
      const field = key.trim().toLowerCase() as 'role' | 'email' | 'phone';
      contact[field] = value.join(':').trim();
    }
    return contact;
  });
}

/** An active person of the practice by name or e-mail (any case). */
function assigneeId(written: string, people: PersonOption[]): string | null {
  if (written === '') return null;
  const lower = written.toLowerCase();
  const byEmail = people.find((p) => p.email.toLowerCase() === lower);
  if (byEmail) return byEmail.id;
  const byName = people.filter((p) => p.name.toLowerCase() === lower);
  if (byName.length === 1) return byName[0]?.id ?? null;
  if (byName.length > 1)
    throw new ColumnProblem(`Default Assignee: more than one person is named '${written}'; write the e-mail`);
  throw new ColumnProblem(`Default Assignee: no active person of the practice is '${written}'`);
}

/** Which column a field of the profile body is read from, to name it in a refusal. */
function columnOf(path: string): string {
  const [field = '', index] = path.split('.');
  if (field === 'contacts') {
    if (index === undefined) return 'Primary Contact';
    if (index !== '0') return 'Other Contacts';
    const part = path.split('.')[2];
    return part === 'email' ? 'Contact Email' : part === 'phone' ? 'Contact Phone' : 'Primary Contact';
  }
  const columns: Record<string, string> = {
    entityType: 'Entity Type',
    pan: 'PAN',
    gstin: 'GST Number',
    gstFrequency: 'GST Frequency',
    gstAnnualReturn: 'GSTR-9',
    gstReconciliation: 'GSTR-9C',
    tan: 'TAN',
    tdsForms: 'TDS Forms',
    advanceTax: 'Advance Tax',
    agmDate: 'AGM Date',
    auditorAppointedOn: 'Auditor Appointed On',
    directors: 'Directors',
    defaultAssigneeId: 'Default Assignee',
  };
  return columns[field] ?? field;
}

export type ProfileFromRow = { profile: ProfileBody | null } | { reason: string };

/** The row's profile (null when its profile columns are all empty) or the first reason it is refused. */
export function profileFromRow(
  row: Record<string, SheetCell>,
  gstin: string | null,
  people: PersonOption[],
): ProfileFromRow {
  // The PAN is the client's own (kept without a profile too): it alone does not make a profile.
  const profileColumns = PROFILE_COLUMNS.filter((header) => header !== 'PAN');
  if (profileColumns.every((header) => text(row, header) === '')) return { profile: null };
  try {
    const primaryColumns = ['Primary Contact', 'Contact Role', 'Contact Email', 'Contact Phone'];
    const hasPrimary = primaryColumns.some((header) => text(row, header) !== '');
    const input = {
      entityType: choice(ENTITY_TYPE_LABELS, text(row, 'Entity Type')),
      pan: text(row, 'PAN'),
      gstin,
      gstFrequency:
        text(row, 'GST Frequency') === ''
          ? null
          : choice(GST_FREQUENCY_LABELS, text(row, 'GST Frequency'), { qrmp: 'quarterly' }),
      gstAnnualReturn: flag(row, 'GSTR-9'),
      gstReconciliation: flag(row, 'GSTR-9C'),
      tan: text(row, 'TAN'),
      tdsForms: text(row, 'TDS Forms')
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean),
      advanceTax:
        text(row, 'Advance Tax') === '' ? 'none' : choice(ADVANCE_TAX_LABELS, text(row, 'Advance Tax')),
      taxAudit: flag(row, 'Tax Audit'),
      transferPricing: flag(row, 'Transfer Pricing'),
      businessIncome: flag(row, 'Business Income'),
      agmDate: text(row, 'AGM Date') || null,
      auditorAppointedOn: text(row, 'Auditor Appointed On') || null,
      dpt3: flag(row, 'DPT-3'),
      directors: directors(text(row, 'Directors')),
      contacts: [
        ...(hasPrimary
          ? [
              {
                name: text(row, 'Primary Contact'),
                role: text(row, 'Contact Role'),
                email: text(row, 'Contact Email'),
                phone: text(row, 'Contact Phone'),
                primary: true,
              },
            ]
          : []),
        ...otherContacts(text(row, 'Other Contacts')),
      ],
      defaultAssigneeId: assigneeId(text(row, 'Default Assignee'), people),
    };
    const parsed = v.safeParse(ProfileBody, input);
    if (parsed.success) return { profile: parsed.output };
    const [issue] = parsed.issues;
    return { reason: `${columnOf(v.getDotPath(issue) ?? '')}: ${issue.message}` };
  } catch (err) {
    if (err instanceof ColumnProblem) return { reason: err.message };
    throw err;
  }
}
