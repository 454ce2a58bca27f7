// Drives the real Chromium (CHROME_PATH or /usr/bin/chromium): one renderer for the whole file.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app';
import { PdfRenderer } from './pdf-renderer';
import { sampleInvoiceDocument } from './sample-invoice';

const renderer = new PdfRenderer({ executablePath: testConfig().chromePath, pages: 2 });
afterAll(() => renderer.close());

function expectPdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  expect(pdf.length).toBeLessThan(1_000_000);
}

describe('PDF renderer', () => {
  it('renders an invoice to a one-page A4 PDF', async () => {
    const pdf = await renderer.renderInvoicePdf(sampleInvoiceDocument());
    expectPdf(pdf);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[56]\.\d+ 841\.9\d*\]/);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('renders two invoices at once', async () => {
    const [a, b] = await Promise.all([
      renderer.renderInvoicePdf(sampleInvoiceDocument({ invoiceNumber: 'INV/26-27/002' })),
      renderer.renderInvoicePdf(sampleInvoiceDocument({ invoiceNumber: 'INV/26-27/003' })),
    ]);
    expectPdf(a!);
    expectPdf(b!);
  });

  it('loads nothing from the network', async () => {
    const requested: string[] = [];
    const server = await import('node:http').then(({ createServer }) =>
      createServer((req, res) => {
        requested.push(req.url ?? '');
        res.end('x');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const pdf = await renderer.renderPdf(
        `<img src="http://127.0.0.1:${port}/img.png"><link rel="stylesheet" href="http://127.0.0.1:${port}/a.css"><p>x</p>`,
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(requested).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('still renders after the browser is killed', async () => {
    const before = await renderer.browserProcess();
    expect(before?.pid).toBeGreaterThan(0);
    const exited = new Promise((resolve) => before!.once('exit', resolve));
    before!.kill('SIGKILL');
    await exited;
    expectPdf(await renderer.renderInvoicePdf(sampleInvoiceDocument()));
    const after = await renderer.browserProcess();
    expect(after?.pid).not.toBe(before?.pid);
  });

  it('still renders when the browser dies during a render', async () => {
    const browser = await renderer.browserProcess();
    const pending = renderer.renderInvoicePdf(sampleInvoiceDocument());
    browser!.kill('SIGKILL');
    expectPdf(await pending);
  });

  it('closes the browser and removes its profile directory', async () => {
    const browser = await renderer.browserProcess();
    const profile = browser!.spawnargs.find((arg) => arg.startsWith('--user-data-dir='))!.split('=')[1]!;
    expect(existsSync(profile)).toBe(true);
    await renderer.close();
    expect(browser!.exitCode ?? browser!.signalCode).not.toBeNull();
    expect(existsSync(profile)).toBe(false);
    await expect(renderer.renderInvoicePdf(sampleInvoiceDocument())).rejects.toThrow('closed');
  });
});

describe('PDF renderer with a hung browser', () => {
  it('kills a browser that hangs past the deadline, says so, and renders again on a new one', async () => {
    // A deadline a healthy render meets even on a busy machine (the renders before and after the
    // hang must not time out), short enough to keep the test quick.
    const hanging = new PdfRenderer({ executablePath: testConfig().chromePath, pages: 1, timeoutMs: 5_000 });
    try {
      expectPdf(await hanging.renderInvoicePdf(sampleInvoiceDocument()));
      expect(hanging.health()).toBe('ok');
      const hung = await hanging.browserProcess();
      // A stopped process answers nothing, as a hung Chromium does.
      hung!.kill('SIGSTOP');
      const started = Date.now();
      await expect(hanging.renderInvoicePdf(sampleInvoiceDocument())).rejects.toThrow(/longer than 5000 ms/);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(hanging.health()).toBe('degraded');
      await new Promise<void>((resolve) => {
        if (hung!.exitCode !== null || hung!.signalCode !== null) resolve();
        else hung!.once('exit', () => resolve());
      });
      expect(hung!.signalCode).toBe('SIGKILL');
      expectPdf(await hanging.renderInvoicePdf(sampleInvoiceDocument()));
      expect(hanging.health()).toBe('ok');
      expect((await hanging.browserProcess())?.pid).not.toBe(hung!.pid);
    } finally {
      await hanging.close();
    }
  }, 60_000);
});
