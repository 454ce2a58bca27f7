// The Tally XML itself: well formed (parsed back), every voucher balanced, every amount read back
// to the paisa with Tally's sign, dates as yyyymmdd, text escaped and control characters dropped.
import * as fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { TallyEntry, TallyVoucher } from './vouchers';
import { tallyAmount, tallyDate, vouchersXml, xmlText } from './xml';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'VOUCHER' || name === 'ALLLEDGERENTRIES.LIST',
});

interface ParsedEntry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  AMOUNT: string;
  'BILLALLOCATIONS.LIST'?: { NAME: string; BILLTYPE: string; AMOUNT: string };
}
interface ParsedVoucher {
  '@REMOTEID': string;
  '@VCHTYPE': string;
  DATE: string;
  GUID: string;
  VOUCHERNUMBER: string;
  PARTYLEDGERNAME: string;
  NARRATION: string;
  'ALLLEDGERENTRIES.LIST': ParsedEntry[];
}

function parse(xml: string): ParsedVoucher[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml);
  expect(doc.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
  expect(doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers');
  return doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.VOUCHER ?? [];
}

/** '-11800.05' → -1180005, exactly (no float on the way). */
function paiseOfAmount(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a Tally amount: ${text}`);
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -paise : paise;
}

const voucher = (entries: TallyEntry[], more: Partial<TallyVoucher> = {}): TallyVoucher => ({
  kind: 'invoice',
  id: '0b0f5d2e-8d63-4c55-9c55-5a3f1f7e0c11-invoice',
  number: 'INV-1001',
  date: '2026-11-05',
  party: 'Sharma & Sons',
  partyGstin: '27AAGCS4821K1Z1',
  placeOfSupply: 'Maharashtra',
  reference: 'INV-1001',
  narration: 'Invoice INV-1001',
  entries,
  ...more,
});

describe('Tally amounts and dates', () => {
  it('writes paise as rupees with two decimals, a debit negative', () => {
    expect(tallyAmount(1180000)).toBe('11800.00');
    expect(tallyAmount(-1180005)).toBe('-11800.05');
    expect(tallyAmount(-7)).toBe('-0.07');
    expect(tallyAmount(0)).toBe('0.00');
    expect(tallyDate('2026-04-01')).toBe('20260401');
  });
});

describe('the vouchers file', () => {
  it('writes a sales voucher Tally reads: Dr party with its bill, Cr income and taxes, round-off', () => {
    const xml = vouchersXml([
      voucher([
        { ledger: 'Sharma & Sons', paise: -1180000, bill: { name: 'INV-1001', type: 'New Ref' } },
        { ledger: 'Professional Fees 998231 @ 18%', paise: 1000050 },
        { ledger: 'Output CGST', paise: 90005, tax: true },
        { ledger: 'Output SGST', paise: 90005, tax: true },
        { ledger: 'Round Off', paise: -60 },
      ]),
    ]);
    const [sale] = parse(xml);
    expect(sale).toMatchObject({
      '@REMOTEID': '0b0f5d2e-8d63-4c55-9c55-5a3f1f7e0c11-invoice',
      GUID: '0b0f5d2e-8d63-4c55-9c55-5a3f1f7e0c11-invoice',
      '@VCHTYPE': 'Sales',
      DATE: '20261105',
      VOUCHERNUMBER: 'INV-1001',
      PARTYLEDGERNAME: 'Sharma & Sons',
    });
    const entries = sale?.['ALLLEDGERENTRIES.LIST'] ?? [];
    expect(entries.map((e) => [e.LEDGERNAME, e.ISDEEMEDPOSITIVE, e.AMOUNT])).toEqual([
      ['Sharma & Sons', 'Yes', '-11800.00'],
      ['Professional Fees 998231 @ 18%', 'No', '10000.50'],
      ['Output CGST', 'No', '900.05'],
      ['Output SGST', 'No', '900.05'],
      ['Round Off', 'Yes', '-0.60'],
    ]);
    expect(entries[0]?.['BILLALLOCATIONS.LIST']).toEqual({
      NAME: 'INV-1001',
      BILLTYPE: 'New Ref',
      AMOUNT: '-11800.00',
    });
    // The raw text escapes the ampersand; the parsed text is the name as typed.
    expect(xml).toContain('<PARTYLEDGERNAME>Sharma &amp; Sons</PARTYLEDGERNAME>');
  });

  it('escapes markup in names and narrations, and drops characters XML 1.0 cannot carry', () => {
    const name = 'A <B> & "C" \'D\'\u0001\u000b';
    const [parsed] = parse(
      vouchersXml([
        voucher(
          [
            { ledger: name, paise: -100, bill: { name: 'X&Y', type: 'Agst Ref' } },
            { ledger: 'Bank', paise: 100 },
          ],
          { party: name, narration: '</NARRATION><VOUCHER>' },
        ),
      ]),
    );
    expect(parsed?.PARTYLEDGERNAME).toBe('A <B> & "C" \'D\'');
    expect(parsed?.NARRATION).toBe('</NARRATION><VOUCHER>');
    expect(xmlText('a\u0000b\tc\nd')).toBe('ab\tc\nd');
  });

  it('keeps every voucher balanced and every amount to the paisa, whatever the amounts', () => {
    const amounts = fc.array(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.array(amounts, { minLength: 1, maxLength: 5 }), (sets) => {
        const vouchers = sets.map((credits, n) => {
          const entries: TallyEntry[] = credits.map((paise, i) => ({ ledger: `Ledger ${i}`, paise }));
          const total = credits.reduce((s, p) => s + p, 0);
          // 0 - total, not -total: a zero total is +0, as the file reads back (toEqual tells -0 from 0).
          entries.unshift({ ledger: 'Party', paise: 0 - total, bill: { name: `INV-${n}`, type: 'New Ref' } });
          return voucher(entries, { id: `v-${n}`, number: `INV-${n}` });
        });
        const parsed = parse(vouchersXml(vouchers));
        expect(parsed).toHaveLength(vouchers.length);
        parsed.forEach((p, n) => {
          const read = p['ALLLEDGERENTRIES.LIST'].map((e) => {
            const paise = paiseOfAmount(e.AMOUNT);
            // Tally's sign: a debit (negative) is the one "deemed positive".
            expect(e.ISDEEMEDPOSITIVE).toBe(paise < 0 ? 'Yes' : 'No');
            return paise;
          });
          expect(read).toEqual(vouchers[n]?.entries.map((e) => e.paise));
          expect(read.reduce((s, x) => s + x, 0)).toBe(0);
        });
      }),
      { numRuns: 60 },
    );
  });
});
