// The masters file of a period: a ledger for every client its vouchers name (under Sundry
// Debtors, bill-wise, with GSTIN, state, PAN and address), so the import creates the parties
// Tally lacks, and the account ledgers the vouchers post to, each under Tally's usual group.
// The practice's own copy of Tally decides what a ledger it already has becomes (TallyPrime asks:
// modify, combine or ignore duplicates).
import { panOfGstin, stateName, type TallyLedgers } from '@practice-desk/contracts';
import type { ClientRecord } from './sources';
import type { TallyVoucher } from './vouchers';
import { importEnvelope, xmlText } from './xml';

/** GST came in on 1 July 2017: the dated GST and mailing details apply from then. */
const GST_START = '20170701';

interface AccountLedger {
  name: string;
  parent: string;
  duty?: 'Central Tax' | 'State Tax' | 'Integrated Tax' | 'Others';
}

function accountLedgers(names: TallyLedgers, used: Set<string>, taxes: Set<string>): AccountLedger[] {
  const fixed: AccountLedger[] = [
    { name: names.cgst, parent: 'Duties & Taxes', duty: 'Central Tax' },
    { name: names.sgst, parent: 'Duties & Taxes', duty: 'State Tax' },
    { name: names.igst, parent: 'Duties & Taxes', duty: 'Integrated Tax' },
    { name: names.roundOff, parent: 'Indirect Expenses' },
    { name: names.reimbursements, parent: 'Loans & Advances (Asset)' },
    { name: names.bank, parent: 'Bank Accounts' },
    { name: names.cash, parent: 'Cash-in-Hand' },
    { name: names.tdsReceivable, parent: 'Loans & Advances (Asset)' },
  ];
  const known = new Set(fixed.map((l) => l.name));
  // What is left is income (per SAC and rate) or a practice outside India's own tax.
  const rest = [...used]
    .filter((name) => !known.has(name))
    .map(
      (name): AccountLedger =>
        taxes.has(name)
          ? { name, parent: 'Duties & Taxes', duty: 'Others' }
          : { name, parent: 'Sales Accounts' },
    );
  // Tally makes the Cash ledger in every company: leave it be.
  return [...fixed.filter((l) => used.has(l.name) && l.name.toLowerCase() !== 'cash'), ...rest];
}

const languageName = (name: string) => ({
  'LANGUAGENAME.LIST': { 'NAME.LIST': { '@TYPE': 'String', NAME: name }, LANGUAGEID: '1033' },
});

function partyNode(client: ClientRecord) {
  const name = xmlText(client.name);
  const code = client.gstin ? client.gstin.slice(0, 2) : client.stateCode;
  const state = code ? (stateName(code) ?? null) : null;
  const pan = client.pan ?? panOfGstin(client.gstin);
  const address = xmlText(client.address ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const registration = client.gstin ? 'Regular' : 'Unregistered';
  const addressList = address.length ? { 'ADDRESS.LIST': { '@TYPE': 'String', ADDRESS: address } } : {};
  return {
    '@NAME': name,
    '@ACTION': 'Create',
    ...languageName(name),
    PARENT: 'Sundry Debtors',
    ISBILLWISEON: 'Yes',
    MAILINGNAME: name,
    ...addressList,
    COUNTRYNAME: 'India',
    ...(state ? { LEDSTATENAME: state } : {}),
    ...(pan ? { INCOMETAXNUMBER: pan } : {}),
    GSTREGISTRATIONTYPE: registration,
    ...(client.gstin ? { PARTYGSTIN: client.gstin } : {}),
    ...(client.email ? { EMAIL: xmlText(client.email) } : {}),
    // TallyPrime 3 and later read the address and GST details from these dated lists.
    'LEDMAILINGDETAILS.LIST': {
      APPLICABLEFROM: GST_START,
      MAILINGNAME: name,
      ...addressList,
      ...(state ? { STATE: state } : {}),
      COUNTRY: 'India',
    },
    'LEDGSTREGDETAILS.LIST': {
      APPLICABLEFROM: GST_START,
      GSTREGISTRATIONTYPE: registration,
      ...(state ? { PLACEOFSUPPLY: state } : {}),
      ...(client.gstin ? { GSTIN: client.gstin } : {}),
    },
  };
}

function accountNode(ledger: AccountLedger) {
  const name = xmlText(ledger.name);
  return {
    '@NAME': name,
    '@ACTION': 'Create',
    ...languageName(name),
    PARENT: ledger.parent,
    ISBILLWISEON: 'No',
    ...(ledger.duty
      ? ledger.duty === 'Others'
        ? { TAXTYPE: 'Others' }
        : { TAXTYPE: 'GST', GSTDUTYHEAD: ledger.duty }
      : {}),
  };
}

/** The masters file for these vouchers: their parties, then the ledgers they post to. */
export function mastersXml(
  vouchers: readonly TallyVoucher[],
  clients: ReadonlyMap<string, ClientRecord>,
  names: TallyLedgers,
): string {
  const parties = new Set(vouchers.map((v) => v.party));
  const posted = vouchers.flatMap((v) => v.entries.filter((e) => !e.bill));
  const used = new Set(posted.map((e) => e.ledger));
  const taxes = new Set(posted.filter((e) => e.tax).map((e) => e.ledger));
  const partyClients = [...clients.values()]
    .filter((c) => parties.has(c.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  return importEnvelope('All Masters', {
    LEDGER: [...partyClients.map(partyNode), ...accountLedgers(names, used, taxes).map(accountNode)],
  });
}
