// The header rows of the statement downloads of SBI, HDFC Bank, ICICI Bank, Axis Bank and Kotak
// Mahindra Bank, and the labels other statements give their columns. The layouts are modelled on
// the banks' net-banking statement downloads (xls/xlsx/csv) as publicly documented and widely
// described (e.g. HDFC's 'Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit
// Amt. | Closing Balance'); a bank that changes its labels falls back to the label guesses below,
// and the person can always choose the columns by hand in the preview.
import type { StatementField, StatementLayout, StatementMapping } from '@practice-desk/contracts';
import { labelKey } from './values';

interface BankLayout {
  id: Exclude<StatementLayout, 'custom'>;
  /** Labels (as labelKey makes them) that must all be on the header row. */
  signature: string[];
  /** Label → field for this bank's columns. */
  labels: Record<string, StatementField>;
}

export const BANK_LAYOUTS: BankLayout[] = [
  {
    // OnlineSBI › Account Statement › Excel: banner rows (Account Name, Address, Account Number,
    // Branch, IFS Code, 'Account Statement from 1 Nov 2026 to 30 Nov 2026'), dates '1 Nov 2026'.
    id: 'SBI',
    signature: ['txndate', 'description', 'debit', 'credit', 'balance'],
    labels: {
      txndate: 'date',
      valuedate: 'valueDate',
      description: 'narration',
      refnochequeno: 'reference',
      debit: 'debit',
      credit: 'credit',
      balance: 'balance',
    },
  },
  {
    // HDFC Bank NetBanking › Download (XLS or delimited): 'Statement of accounts' banner, a row
    // of asterisks under the header, dates dd/mm/yy, a 'STATEMENT SUMMARY' block at the foot.
    id: 'HDFC',
    signature: ['narration', 'closingbalance'],
    labels: {
      date: 'date',
      narration: 'narration',
      chqrefno: 'reference',
      chqrefnumber: 'reference',
      valuedt: 'valueDate',
      valuedat: 'valueDate',
      withdrawalamt: 'debit',
      debitamount: 'debit',
      depositamt: 'credit',
      creditamount: 'credit',
      closingbalance: 'balance',
    },
  },
  {
    // ICICI Bank Internet Banking › Detailed Statement (xls): 'DETAILED STATEMENT' and
    // 'Transactions List - NAME (INR) - XXXXXXXX1234' banners, dates dd/mm/yyyy, a 'Legends' foot.
    id: 'ICICI',
    signature: ['transactionremarks'],
    labels: {
      valuedate: 'valueDate',
      transactiondate: 'date',
      chequenumber: 'reference',
      transactionremarks: 'narration',
      withdrawalamountinr: 'debit',
      depositamountinr: 'credit',
      balanceinr: 'balance',
    },
  },
  {
    // ICICI Bank corporate internet banking (CIB) download: one amount column with a Cr/Dr column.
    id: 'ICICI',
    signature: ['transactionid', 'crdr', 'transactionamountinr'],
    labels: {
      valuedate: 'valueDate',
      txnposteddate: 'date',
      transactiondate: 'date',
      chequeno: 'reference',
      description: 'narration',
      crdr: 'drCr',
      transactionamountinr: 'amount',
      availablebalanceinr: 'balance',
    },
  },
  {
    // Axis Bank internet banking › Statement (xls/csv): 'Statement of Account No - ... for the
    // period (From : dd-mm-yyyy To : dd-mm-yyyy)' banner, an 'OPENING BALANCE' row, then
    // 'TRANSACTION TOTAL' and 'CLOSING BALANCE' rows at the foot; dates dd-mm-yyyy.
    id: 'AXIS',
    signature: ['trandate', 'particulars'],
    labels: {
      trandate: 'date',
      valuedate: 'valueDate',
      chqno: 'reference',
      particulars: 'narration',
      dr: 'debit',
      cr: 'credit',
      bal: 'balance',
    },
  },
  {
    // Kotak Mahindra Bank net banking › Statement (csv/xls): one amount column with a Dr/Cr
    // column, and the balance with its own Dr/Cr; dates dd-mm-yyyy.
    id: 'KOTAK',
    signature: ['slno', 'chqrefnumber', 'drcr'],
    labels: {
      date: 'date',
      transactiondate: 'date',
      valuedate: 'valueDate',
      description: 'narration',
      narration: 'narration',
      chqrefnumber: 'reference',
      amount: 'amount',
      drcr: 'drCr',
      balance: 'balance',
    },
  },
];

/** What other statements call each field (label keys), for a layout not recognised. */
const GUESSES: Record<StatementField, string[]> = {
  date: [
    'date',
    'txndate',
    'transactiondate',
    'trandate',
    'trndate',
    'postingdate',
    'txnposteddate',
    'bookingdate',
  ],
  valueDate: ['valuedate', 'valuedt', 'valuedat'],
  narration: [
    'narration',
    'description',
    'particulars',
    'remarks',
    'transactionremarks',
    'details',
    'transactiondetails',
    'transactionparticulars',
  ],
  reference: [
    'refno',
    'chqno',
    'chequeno',
    'chequenumber',
    'chqrefno',
    'chqrefnumber',
    'refnochequeno',
    'reference',
    'referenceno',
    'referencenumber',
    'utr',
    'utrno',
    'instrumentno',
    'transactionid',
  ],
  debit: [
    'debit',
    'debits',
    'withdrawal',
    'withdrawals',
    'dr',
    'debitamount',
    'withdrawalamt',
    'withdrawalamount',
  ],
  credit: ['credit', 'credits', 'deposit', 'deposits', 'cr', 'creditamount', 'depositamt', 'depositamount'],
  amount: ['amount', 'amt', 'transactionamount', 'txnamount'],
  drCr: ['drcr', 'crdr', 'debitcredit', 'creditdebit', 'type', 'transactiontype'],
  balance: ['balance', 'closingbalance', 'runningbalance', 'availablebalance', 'bal', 'ledgerbalance'],
  balanceDrCr: [],
};

const GUESSED = new Map<string, StatementField>();
for (const [field, keys] of Object.entries(GUESSES) as [StatementField, string[]][])
  for (const key of keys) if (!GUESSED.has(key)) GUESSED.set(key, field);

/** A label key without a trailing currency: 'balanceinr' → 'balance', 'debitrs' → 'debit'. */
const bare = (key: string) => key.replace(/(inr|rs|₹)$/, '');

/** Each column's field under a dictionary, each field at most once (its first column); a Dr/Cr
 * column right after the balance is the balance's. */
function mapColumns(keys: string[], fieldOf: (key: string) => StatementField | undefined): StatementMapping {
  const taken = new Set<StatementField>();
  const mapping: StatementMapping = [];
  keys.forEach((key, i) => {
    let field = key ? fieldOf(key) : undefined;
    if (field === 'drCr' && mapping[i - 1] === 'balance') field = 'balanceDrCr';
    if (field && !taken.has(field)) {
      taken.add(field);
      mapping.push(field);
    } else mapping.push(null);
  });
  return mapping;
}

export function guessMapping(labels: string[]): StatementMapping {
  return mapColumns(labels.map(labelKey), (key) => GUESSED.get(key) ?? GUESSED.get(bare(key)));
}

/** The bank whose header this row is, with its mapping; null when no bank's header. */
export function recogniseHeader(
  labels: string[],
): { layout: BankLayout['id']; mapping: StatementMapping } | null {
  const keys = labels.map(labelKey);
  const present = new Set(keys);
  const layout = BANK_LAYOUTS.find((l) => l.signature.every((key) => present.has(key)));
  if (!layout) return null;
  // The bank's own labels first, the guesses for any column it adds.
  const mapping = mapColumns(keys, (key) => layout.labels[key] ?? GUESSED.get(key) ?? GUESSED.get(bare(key)));
  return { layout: layout.id, mapping };
}

/** How far a row looks like a header: the fields its labels name (a date, a narration and an
 * amount make a header). */
export function headerScore(labels: string[]): number {
  const fields = new Set(guessMapping(labels).filter((f): f is StatementField => f !== null));
  const hasAmount = fields.has('debit') || fields.has('credit') || fields.has('amount');
  if (!fields.has('date') || !hasAmount) return 0;
  return fields.size;
}

/** The layout's own mapping, to tell whether the person changed it ('custom' if so). */
export function sameMapping(a: StatementMapping, b: StatementMapping): boolean {
  return a.length === b.length && a.every((field, i) => field === b[i]);
}
