// A bank line's narration read as words: upper case, separators gone, the words a bank adds
// (NEFT, IMPS, UTR numbers) told apart from the remitter's own, and the words a client's name is
// compared by (its legal suffix dropped: 'Sharma Traders Pvt Ltd' is SHARMA TRADERS).

/** Upper case, every run of non-letters-or-digits one space, trimmed: the aliases' form too. */
export function normalisedWords(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/** Letters and digits only, upper case. */
export function compact(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The words banks write into narrations around the remitter's name. */
const BANK_WORDS = new Set(
  (
    'NEFT RTGS IMPS UPI INB IB MB NET BANKING TRF TRANSFER TR TO BY FROM CR DR CREDIT DEBIT CMS ' +
    'CLG CHQ CHEQUE DEP DEPOSIT INWARD OUTWARD REMITTANCE FT FUNDS FUND PAYMENT PAY PAYMNT AC A C ' +
    'ACCOUNT SBI HDFC ICICI AXIS KOTAK KKBK UTIB HDFCN SBIN ICIC BANK LTD LIMITED PVT PRIVATE MS M ' +
    'S THE AND OF REF NO INV INVOICE BILL FEES FEE TOWARDS AGAINST FOR ACH NACH ECS MOB'
  ).split(' '),
);

/** The narration's run of words most likely the remitter's: the longest run of consecutive
 * letter-only words of three letters or more that are not bank words, at most four; '' when none. */
export function remitterWords(narration: string): string {
  let best: string[] = [];
  let run: string[] = [];
  for (const word of normalisedWords(narration).split(' ')) {
    if (/^[A-Z]{3,}$/.test(word) && !BANK_WORDS.has(word)) {
      run.push(word);
      if (run.length > best.length) best = [...run];
    } else run = [];
  }
  return best.slice(0, 4).join(' ');
}

const LEADING = new Set(['M', 'S', 'MS', 'THE']);
const TRAILING = new Set(['PVT', 'PRIVATE', 'LTD', 'LIMITED', 'LLP', 'CO', 'COMPANY', 'INC', 'AND']);

/** A client's name as narrations carry it: its words without 'M/s', 'The' in front nor the legal
 * form behind ('Sharma Traders Pvt Ltd' → ['SHARMA', 'TRADERS']); the full words when nothing is left. */
export function nameWords(name: string): string[] {
  const words = normalisedWords(name).split(' ').filter(Boolean);
  let start = 0;
  let end = words.length;
  while (start < end - 1 && LEADING.has(words[start] as string)) start++;
  while (end > start + 1 && TRAILING.has(words[end - 1] as string)) end--;
  return words.slice(start, end);
}

/** How many leading letters of a name's compact form a narration must carry to name it: all of
 * a one-word name up to six; for longer names the first word and two letters of the next
 * ('SHARMA TR'), so 'SHARMA' alone names neither Sharma Traders nor Sharma & Sons. */
export function leastPrefix(words: string[]): number {
  const [first = '', second = ''] = words;
  const whole = words.join('').length;
  if (words.length === 1) return Math.min(whole, 6);
  return Math.min(whole, first.length + Math.min(2, second.length));
}
