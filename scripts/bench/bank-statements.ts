// Bank statement benchmark (issue 37): a 5,000-line statement in HDFC Bank's download layout
// against a practice with 10,000 open invoices, through the real API run as its own process (as
// `npm start` runs it): the preview (POST /bank-statements/preview), the commit with the matcher
// scoring every new credit (POST /bank-statements/commit), and 1,000 suggested matches accepted one
// after another as a person pressing Enter would (POST /bank-statements/lines/:id/accept, each a
// real payment with its receipt and TDS), with the server's peak RSS (VmHWM, the parse child
// included). Targets: preview ≤ 2 s, commit + matching ≤ 5 s, accepting 1,000 ≤ 10 s, RSS ≤ 500 MB.
//
// The statement: 1,000 credits that each pay one invoice (700 its balance, 300 its balance less
// 10% TDS on the fees) from a remitter the narration does not name as the client (so the matcher
// suggests, and nothing is accepted during the commit), 1,500 credits no invoice fits, 2,500
// debits. Invoice amounts are chosen so that no two invoices' amounts (exact or less 10/2/1% TDS)
// coincide: each suggestion is the only one that fits.
// Usage: npx tsx scripts/bench/bank-statements.ts [--pg]
import { rmSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { BankLine } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { bankAccounts, clients, invoiceLines, invoices, users } from '../../api/src/db/schema';
import { provisionPractice } from '../../api/src/modules/practices/provision';
import { adminToken, mb, memoryOf, startApiProcess, stopApiProcess } from './api-process';
import { openBenchDatabase } from './bench-db';
import { ms, summarise } from './measure';

const usePostgres = process.argv.includes('--pg');
const LINES = 5_000;
const INVOICES = 10_000;
const CLIENTS = 1_000;
const PAYING = 1_000;
const UNMATCHED = 1_500;
const TARGETS = { previewMs: 2_000, commitMs: 5_000, acceptMs: 10_000, rssMb: 500 };
const PORT = 4393;

/** 0 → 'AAA', 1 → 'AAB': a client's own letters, so names and narrations stay words. */
const code = (n: number) =>
  String.fromCharCode(65 + (Math.floor(n / 676) % 26), 65 + (Math.floor(n / 26) % 26), 65 + (n % 26));
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Invoice i's fees in rupees: 50,000 + 7i (no two invoices' amounts, exact or less TDS, meet). */
const feesRupees = (i: number) => 50_000 + 7 * i;
const rupeesText = (paise: number) =>
  `${Math.floor(paise / 100).toLocaleString('en-IN')}.${pad(paise % 100, 2)}`;

interface Line {
  day: number;
  narration: string;
  reference: string;
  debit: number;
  credit: number;
}

function statementLines(): Line[] {
  const lines: Line[] = [];
  for (let k = 0; k < PAYING; k += 1) {
    const invoice = 10 * k + 3;
    const client = invoice % CLIENTS;
    const fees = feesRupees(invoice) * 100;
    const total = (fees * 118) / 100;
    // 700 pay the balance, 300 the balance less 10% TDS on the fees (₹59,000 - ₹5,000 = ₹54,000).
    const credit = k % 10 < 7 ? total : total - fees / 10;
    lines.push({
      day: 0,
      narration: `NEFT CR-HDFC0000240-${code(client)}${code(client)} HOLDINGS-N3062612${pad(k, 6)}`,
      reference: `0000N3062612${pad(k, 6)}`,
      debit: 0,
      credit,
    });
  }
  for (let k = 0; k < UNMATCHED; k += 1)
    lines.push({
      day: 0,
      // Below the smallest invoice, odd paise: no invoice or sum of invoices fits.
      narration: `UPI-WALK IN COUNTER-PAYTMQR281005050101-63081${pad(k, 7)}`,
      reference: `63081${pad(k, 7)}`,
      debit: 0,
      credit: 100_001 + 2 * ((k * 7919) % 2_000_000),
    });
  for (let k = 0; k < LINES - PAYING - UNMATCHED; k += 1)
    lines.push({
      day: 0,
      narration: `ACH D- TP ACH VENDOR PAYOUT-${pad(k, 9)}`,
      reference: pad(900_000_000 + k, 12),
      debit: 50_000 + ((k * 104_729) % 5_000_000),
      credit: 0,
    });
  // Spread over 1..28 November in a fixed shuffled order.
  const order = lines.map((_, i) => (i * 2_999) % LINES);
  return order.map((from, i) => ({ ...(lines[from] as Line), day: 1 + Math.floor((i * 28) / LINES) }));
}

/** The statement as HDFC Bank's NetBanking download lays it out (banner, header, asterisks,
 * lines dd/mm/yy, summary). */
function statementFile(lines: Line[]): Buffer {
  let balance = 100_000_000;
  const rows: (string | number)[][] = [
    ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
    ['M/S. BENCH & CO', '', '', '', 'Account No : 50200012345678'],
    ['', 'Statement From : 01/11/26 To : 28/11/26'],
    [],
    ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
    ['********', '********', '********', '********', '********', '********', '********'],
  ];
  for (const line of lines) {
    balance += line.credit - line.debit;
    const date = `${pad(line.day, 2)}/11/26`;
    rows.push([
      date,
      line.narration,
      line.reference,
      date,
      line.debit ? rupeesText(line.debit) : '',
      line.credit ? rupeesText(line.credit) : '',
      rupeesText(balance),
    ]);
  }
  rows.push(['********'], ['STATEMENT SUMMARY :-'], ['Generated On: 29/11/2026 10:00:00']);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Statement');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'bank');
  const { db } = bench.database;
  const orgId = await db.transaction((tx) =>
    provisionPractice(tx, { name: 'Bench & Co', stateCode: '27', gstin: '27AAPFU0939F1ZV' }),
  );
  const [admin] = await db
    .insert(users)
    .values({ orgId, name: 'Bench Admin', email: `bench-${orgId.slice(0, 8)}@bench.test`, role: 'ADMIN' })
    .returning({ id: users.id });
  const clientIds = (
    await db
      .insert(clients)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({
          orgId,
          name: `Kumar ${code(i)} Traders Pvt Ltd`,
          address: 'Pune',
          stateCode: '27',
        })),
      )
      .returning({ id: clients.id, name: clients.name })
  ).sort((a, b) => a.name.localeCompare(b.name));
  const party = { name: 'Bench & Co', address: 'Pune', stateCode: '27', gstin: '27AAPFU0939F1ZV' };
  for (let first = 0; first < INVOICES; first += 1_000) {
    const made = await db
      .insert(invoices)
      .values(
        Array.from({ length: 1_000 }, (_, j) => {
          const i = first + j;
          const fees = feesRupees(i) * 100;
          return {
            orgId,
            clientId: (clientIds[i % CLIENTS] as { id: string }).id,
            invoiceNumber: `BN/26-27/${pad(i + 1, 5)}`,
            sequence: i + 1,
            financialYear: '26-27',
            status: 'Sent' as const,
            invoiceDate: `2026-${i % 2 ? '09' : '10'}-${pad(1 + (i % 28), 2)}`,
            dueDate: '2026-12-31',
            supplier: party,
            billedTo: {
              name: `Kumar ${code(i % CLIENTS)} Traders Pvt Ltd`,
              address: 'Pune',
              stateCode: '27',
            },
            placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
            taxes: [
              { name: 'CGST', rateBp: 900, amountPaise: (fees * 9) / 100 },
              { name: 'SGST', rateBp: 900, amountPaise: (fees * 9) / 100 },
            ],
            subtotalPaise: fees,
            taxPaise: (fees * 18) / 100,
            totalPaise: (fees * 118) / 100,
          };
        }),
      )
      .returning({ id: invoices.id, subtotal: invoices.subtotalPaise });
    await db.insert(invoiceLines).values(
      made.map((invoice) => ({
        orgId,
        invoiceId: invoice.id,
        position: 1,
        description: 'Professional fees',
        sac: '998231',
        ratePaise: invoice.subtotal,
        amountPaise: invoice.subtotal,
      })),
    );
  }
  const [account] = await db
    .insert(bankAccounts)
    .values({ orgId, name: 'HDFC current', bank: 'HDFC', last4: '5678' })
    .returning({ id: bankAccounts.id });
  // Vacuumed as a practice's database is between bursts of writes (bench-data.ts says why).
  await db.execute(sql`vacuum analyze`);
  const file = statementFile(statementLines());
  // PGlite is one process's: the server opens the seeded directory once the benchmark lets go.
  if (!bench.postgresUrl) await bench.database.close();
  const server = await startApiProcess(bench, PORT);
  const pid = server.pid ?? 0;
  const headers = { authorization: `Bearer ${await adminToken(orgId, admin?.id ?? '')}` };
  const api = `http://127.0.0.1:${PORT}/api`;
  const json = { ...headers, 'content-type': 'application/json' };
  let ok = false;
  try {
    const before = memoryOf(pid);
    console.log(
      `${bench.database.kind}: ${INVOICES} open invoices of ${CLIENTS} clients; statement of ${LINES} lines, ${mb(file.length / 1024)}; server RSS ${mb(before.rss)}`,
    );
    // The first requests after start (the statement's account read, the lines list): what the
    // embedded database's cache takes for them is the server's, not the statement's.
    for (const path of ['bank-accounts', `bank-statements/imports?bankAccountId=${account?.id}`])
      await (await fetch(`${api}/${path}`, { headers })).arrayBuffer();
    const warm = memoryOf(pid);
    console.log(`after two light requests: RSS ${mb(warm.rss)}, peak ${mb(warm.peak)}`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'hdfc-november.xlsx');
    let start = performance.now();
    const preview = await fetch(`${api}/bank-statements/preview?bankAccountId=${account?.id}`, {
      method: 'POST',
      headers,
      body: form,
    });
    const previewMs = performance.now() - start;
    if (preview.status !== 200)
      throw new Error(`preview answered ${preview.status}: ${await preview.text()}`);
    const { previewId, layout, summary, problemCount } = (await preview.json()).data;
    console.log(
      `preview: ${ms(previewMs)}, layout ${layout}, ${problemCount} problems, ${JSON.stringify(summary)}; peak RSS ${mb(memoryOf(pid).peak)}`,
    );

    start = performance.now();
    const commit = await fetch(`${api}/bank-statements/commit`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ previewId, bankAccountId: account?.id }),
    });
    const commitMs = performance.now() - start;
    if (commit.status !== 200) throw new Error(`commit answered ${commit.status}: ${await commit.text()}`);
    console.log(
      `commit + matching: ${ms(commitMs)}, ${JSON.stringify((await commit.json()).data)}; peak RSS ${mb(memoryOf(pid).peak)}`,
    );

    const listed = await fetch(`${api}/bank-statements/lines?bankAccountId=${account?.id}&status=suggested`, {
      headers,
    });
    if (listed.status !== 200) throw new Error(`lines answered ${listed.status}: ${await listed.text()}`);
    const suggested = ((await listed.json()).data.lines as BankLine[]).filter((l) => l.candidates[0]);
    const toAccept = suggested.slice(0, PAYING);
    const times: number[] = [];
    let refused = 0;
    start = performance.now();
    for (const line of toAccept) {
      const best = line.candidates[0];
      const one = performance.now();
      const res = await fetch(`${api}/bank-statements/lines/${line.id}/accept`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          allocations: (best?.invoices ?? []).map((inv) => ({
            invoiceId: inv.id,
            amount: inv.amount,
            tdsAmount: inv.tdsAmount,
          })),
        }),
      });
      times.push(performance.now() - one);
      if (res.status !== 200) {
        refused += 1;
        if (refused <= 3) console.log(`accept answered ${res.status}: ${await res.text()}`);
      } else await res.arrayBuffer();
    }
    const acceptMs = performance.now() - start;
    const each = summarise(times);
    const peak = memoryOf(pid).peak;
    console.log(
      `accepting ${toAccept.length} suggested matches one after another: ${ms(acceptMs)} (median ${ms(each.median)}, p95 ${ms(each.p95)} each), ${refused} refused`,
    );
    ok =
      previewMs <= TARGETS.previewMs &&
      commitMs <= TARGETS.commitMs &&
      toAccept.length === PAYING &&
      refused === 0 &&
      acceptMs <= TARGETS.acceptMs &&
      peak <= TARGETS.rssMb * 1024;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}: preview ${ms(previewMs)} (≤ ${TARGETS.previewMs} ms), commit + matching ${ms(commitMs)} (≤ ${TARGETS.commitMs} ms), accepting ${toAccept.length} ${ms(acceptMs)} (≤ ${TARGETS.acceptMs} ms); server peak RSS ${mb(peak)} from ${mb(before.rss)} at rest (≤ ${TARGETS.rssMb} MB)`,
    );
  } finally {
    await stopApiProcess(server);
    if (bench.postgresUrl) await bench.cleanup();
    else rmSync(bench.dataDir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
