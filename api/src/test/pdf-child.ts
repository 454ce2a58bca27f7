// A process that renders one PDF, prints its Chromium's pid, then waits to be killed: for the test
// that Chromium does not outlive the process that started it.
import { loadConfig } from '../config';
import { PdfRenderer } from '../modules/invoices/pdf/pdf-renderer';
import { sampleInvoiceDocument } from '../modules/invoices/pdf/sample-invoice';

const renderer = new PdfRenderer({ executablePath: loadConfig().chromePath, pages: 1 });
await renderer.renderInvoicePdf(sampleInvoiceDocument());
process.stdout.write(`chromium ${(await renderer.browserProcess())?.pid}\n`);
setInterval(() => {}, 60_000);
