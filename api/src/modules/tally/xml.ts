// Tally Prime's import XML: the "Import Data" envelope around the vouchers (REPORTNAME Vouchers,
// for Gateway of Tally → Import → Transactions) or the ledgers (All Masters, for Import → Masters).
// Two files, not one: TallyPrime imports masters and transactions from separate menu items, and
// the masters must be in before the vouchers that name them.
//
// Learnt from (read, not copied):
// - Tally Solutions' developer reference, "Understanding Integration – Transactions" and
//   "Understanding Accounting Masters Integration" (help.tallysolutions.com): the envelope,
//   VOUCHER with VCHTYPE and OBJVIEW="Accounting Voucher View", dates as yyyymmdd,
//   ALLLEDGERENTRIES.LIST with ISDEEMEDPOSITIVE, LEDGER under a PARENT group.
// - pankajrajputv/pvr_giph lib/create_tally_voucher_contra.p: a voucher with REMOTEID and GUID,
//   a debit as ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit as No with a positive one.
// - Accounting-Companion/TallyConnector, issue #4 ("Using RemoteID in voucher creation"): a
//   VOUCHER with a REMOTEID and no ACTION is created when Tally has none with that id and altered
//   when it has; its Models/Masters/Ledger.cs for the ledger's tags (PARTYGSTIN, LEDSTATENAME,
//   INCOMETAXNUMBER, GSTREGISTRATIONTYPE, ADDRESS.LIST, TAXTYPE, GSTDUTYHEAD).
// No SVCURRENTCOMPANY: the file imports into the company open in Tally, whatever its name there.
import { paiseText } from '@practice-desk/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import type { TallyEntry, TallyVoucher } from './vouchers';
import { VOUCHER_TYPES } from './vouchers';

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot hold them; they are what is removed.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text XML 1.0 can carry: control characters other than tab and newline are dropped. */
export const xmlText = (text: string) => text.replace(NOT_XML, '');

/** '2026-11-05' → '20261105'. */
export const tallyDate = (date: string) => date.replaceAll('-', '');

/** Integer paise → Tally's amount: rupees with two decimals, a debit negative ('-11800.00'). */
export const tallyAmount = (paise: number) => paiseText(paise);

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: ' ',
  suppressEmptyNode: true,
});

type Node = Record<string, unknown>;

/** The whole file: the import envelope around the messages. */
export function importEnvelope(report: 'Vouchers' | 'All Masters', message: Node): string {
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: report },
          REQUESTDATA: { TALLYMESSAGE: { '@xmlns:UDF': 'TallyUDF', ...message } },
        },
      },
    },
  });
}

const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');

function entryNode(entry: TallyEntry): Node {
  return {
    LEDGERNAME: xmlText(entry.ledger),
    // Tally's sign: a debit is "deemed positive" and written negative.
    ISDEEMEDPOSITIVE: yesNo(entry.paise < 0),
    ISPARTYLEDGER: yesNo(Boolean(entry.bill)),
    AMOUNT: tallyAmount(entry.paise),
    ...(entry.bill
      ? {
          'BILLALLOCATIONS.LIST': {
            NAME: xmlText(entry.bill.name),
            BILLTYPE: entry.bill.type,
            AMOUNT: tallyAmount(entry.paise),
          },
        }
      : {}),
  };
}

function voucherNode(voucher: TallyVoucher): Node {
  const type = VOUCHER_TYPES[voucher.kind];
  const date = tallyDate(voucher.date);
  return {
    '@REMOTEID': voucher.id,
    '@VCHTYPE': type,
    '@OBJVIEW': 'Accounting Voucher View',
    DATE: date,
    EFFECTIVEDATE: date,
    GUID: voucher.id,
    VOUCHERTYPENAME: type,
    VOUCHERNUMBER: xmlText(voucher.number),
    ...(voucher.reference ? { REFERENCE: xmlText(voucher.reference) } : {}),
    PARTYLEDGERNAME: xmlText(voucher.party),
    ...(voucher.partyGstin ? { PARTYGSTIN: voucher.partyGstin } : {}),
    ...(voucher.placeOfSupply ? { PLACEOFSUPPLY: xmlText(voucher.placeOfSupply) } : {}),
    NARRATION: xmlText(voucher.narration),
    PERSISTEDVIEW: 'Accounting Voucher View',
    ISINVOICE: 'No',
    'ALLLEDGERENTRIES.LIST': voucher.entries.map(entryNode),
  };
}

/** The vouchers file. */
export function vouchersXml(vouchers: readonly TallyVoucher[]): string {
  return importEnvelope('Vouchers', { VOUCHER: vouchers.map(voucherNode) });
}
