// Invoice PDF benchmark: the first render of a cold renderer (browser launch included), warm
// renders one at a time, and 50 renders at concurrency 4, each from the sample invoice through
// renderInvoicePdf (template + Chromium). Writes the last PDF so it can be looked at (pdftoppm).
// Usage: npx tsx scripts/bench/pdf.ts [--pages=N]   (BENCH_RUNS warm runs, default 30; CHROME_PATH)
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfRenderer } from '../../api/src/modules/invoices/pdf/pdf-renderer';
import { sampleInvoiceDocument } from '../../api/src/modules/invoices/pdf/sample-invoice';
import { ms, time } from './measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BURST = 50;
const CONCURRENCY = 4;
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='));
const pages = pagesArg ? Number(pagesArg.split('=')[1]) : undefined;

async function main() {
  const renderer = new PdfRenderer({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', pages });
  const render = (i: number) =>
    renderer.renderInvoicePdf(sampleInvoiceDocument({ invoiceNumber: `INV/26-27/${String(i + 1000)}` }));
  try {
    let start = performance.now();
    const first = await render(0);
    const cold = performance.now() - start;

    const warm = await time(RUNS, render);

    let next = 0;
    let failures = 0;
    let last = first;
    start = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BURST) {
          const i = next++;
          try {
            last = await render(i);
          } catch (err) {
            failures += 1;
            console.error(err);
          }
        }
      }),
    );
    const burst = performance.now() - start;

    const file = join(tmpdir(), 'invoice-bench.pdf');
    writeFileSync(file, last);
    console.log(
      `invoice PDF, ${pages ?? 'default'} pages in the pool, ${last.length} bytes, written to ${file}`,
    );
    console.log(`cold first render (browser launch included): ${ms(cold)}`);
    console.log(`warm, ${RUNS} renders one at a time: median ${ms(warm.median)}, p95 ${ms(warm.p95)}`);
    console.log(
      `${BURST} renders at concurrency ${CONCURRENCY}: ${ms(burst)} total, ` +
        `${((BURST * 1000) / burst).toFixed(1)} per second, ${failures} failures`,
    );
    if (failures > 0 || warm.median > 300) process.exitCode = 1;
  } finally {
    await renderer.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
