// Money as the API and the screens write it: integer paise inside, rupees with two decimals outside.
import * as v from 'valibot';

/** Integer paise → '45000.50' (a plain decimal string, no grouping). */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Money on the wire (issue: one type, one conversion). Every amount the API sends or receives is
// `Money`: rupees as a decimal string with exactly two decimals ('45000.50', '-120.00'), made
// from integer paise by `moneyOf` and read back by `paiseOf`. Arithmetic is always on integer
// paise; a float never holds money.

/** Rupees as a decimal string with two decimals: '45000.50'. */
export type Money = string;

const MONEY = /^(-?)(\d{1,13})\.(\d{2})$/;
/** Money in an answer: the wire form `moneyOf` makes. */
export const MoneySchema = v.pipe(v.string(), v.regex(MONEY));
/** What a person may type for an amount: '1500', '1500.5', '1500.50' (no sign, no grouping). */
const MONEY_INPUT = /^(\d{1,11})(?:\.(\d{1,2}))?$/;

/** Integer paise → Money: 4500050 → '45000.50'. */
export function moneyOf(paise: number): Money {
  if (!Number.isSafeInteger(paise)) throw new Error(`not whole paise: ${paise}`);
  return paiseText(paise);
}

/** Money (or an amount as typed) → integer paise, exactly: '45000.5' → 4500050. Throws on
 * anything else, so a malformed amount can never become a number silently. */
export function paiseOf(amount: Money): number {
  const wire = MONEY.exec(amount);
  if (wire) {
    const paise = Number(wire[2]) * 100 + Number(wire[3]);
    return wire[1] ? -paise : paise;
  }
  const typed = MONEY_INPUT.exec(amount);
  if (!typed) throw new Error(`not an amount: ${amount}`);
  return Number(typed[1]) * 100 + Number((typed[2] ?? '').padEnd(2, '0'));
}

/** Whether the text is an amount a person may enter: the one money input rule of every amount
 * (quotations, rates, fees, lines, payments, advances). Never signed: '-50000.00' is refused as
 * '-1' is; a refund or a correction is its own document, not a negative amount. At most 11 whole
 * digits (₹999,99,99,999.99), so every product of an amount stays exact in integer paise. */
export function isMoneyInput(text: string): boolean {
  return MONEY_INPUT.test(text);
}

/** Integer paise in Indian grouping with two decimals: 1234567850 → '1,23,45,678.50'. */
export function formatIndianPaise(paise: number): string {
  const [whole = '0', fraction = '00'] = paiseText(paise).replace('-', '').split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${paise < 0 ? '-' : ''}${grouped}.${fraction}`;
}
