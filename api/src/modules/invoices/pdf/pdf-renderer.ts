// Renders HTML to PDF in one warm headless Chromium, launched on first use and relaunched when it
// dies or hangs (a render past its deadline kills the browser). A few pages are kept open and
// reused (a reused page prints in a third of a new page's time); each page runs no JavaScript and
// loads nothing but data: URLs. Chromium talks over a pipe, so it exits when this process dies.
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { Slots } from '../../../lib/slots';
import type { InvoiceDocument } from './invoice-document';
import { invoiceHtml } from './invoice-html';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const MARGIN = { top: '12mm', right: '12mm', bottom: '12mm', left: '12mm' };

export interface PdfRendererOptions {
  executablePath: string;
  /** Pages kept open, and so renders at once; more wait their turn. */
  pages?: number;
  /** Longest one render may take once it has a page; past it the browser is killed and relaunched. */
  timeoutMs?: number;
}

/** ok: renders; degraded: the browser hung and was killed, and a new one is not up yet. */
export type PdfHealth = 'ok' | 'degraded';

interface Running {
  browser: Browser;
  idle: Page[];
  /** Settles once the browser process has exited and its profile directory is gone. */
  gone: Promise<void>;
}

export class PdfRenderTimeout extends Error {}

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    const allowed = request.url().startsWith('data:');
    (allowed ? request.continue() : request.abort('blockedbyclient')).catch(() => {});
  });
  return page;
}

function closeQuietly(page: Page | undefined): void {
  if (page && !page.isClosed()) page.close().catch(() => {});
}

export class PdfRenderer {
  private readonly slots: Slots;
  private readonly timeoutMs: number;
  private running: Promise<Running> | null = null;
  private closed = false;
  private degraded = false;

  constructor(private readonly options: PdfRendererOptions) {
    this.slots = new Slots(options.pages ?? 3);
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  health(): PdfHealth {
    return this.degraded ? 'degraded' : 'ok';
  }

  renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
    return this.renderPdf(invoiceHtml(doc));
  }

  async renderPdf(html: string): Promise<Buffer> {
    await this.slots.acquire();
    try {
      // A browser that died under this render (crash, kill) gets one retry on a fresh one.
      for (let attempt = 1; ; attempt++) {
        const running = await this.browser();
        try {
          return await this.renderOn(running, html);
        } catch (err) {
          if (attempt >= 2 || this.closed || running.browser.connected) throw err;
        }
      }
    } finally {
      this.slots.release();
    }
  }

  /** The running browser's process, if one is up (for health checks and tests). */
  async browserProcess(): Promise<ChildProcess | null> {
    const running = await this.running?.catch(() => null);
    return running?.browser.connected ? running.browser.process() : null;
  }

  async close(): Promise<void> {
    this.closed = true;
    const running = await this.running?.catch(() => null);
    this.running = null;
    if (!running) return;
    await running.browser.close().catch(() => running.browser.process()?.kill('SIGKILL'));
    await running.gone;
  }

  private async browser(): Promise<Running> {
    if (this.closed) throw new Error('The PDF renderer is closed');
    const pending = this.running ?? this.launch();
    const running = await pending;
    if (running.browser.connected) return running;
    if (this.running === pending) this.running = null;
    return this.launch();
  }

  private launch(): Promise<Running> {
    const pending = (async () => {
      const userDataDir = await mkdtemp(join(tmpdir(), 'pd-chromium-'));
      const removeProfile = () =>
        rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
      let browser: Browser;
      try {
        // Loaded on the first render: a server that makes no PDF never holds puppeteer (~28 MB).
        const { default: puppeteer } = await import('puppeteer-core');
        browser = await puppeteer.launch({
          executablePath: this.options.executablePath,
          headless: true,
          args: CHROMIUM_ARGS,
          userDataDir,
          // Over a pipe, not a port: when this process dies, even by SIGKILL, the pipe closes and
          // Chromium exits with it instead of living on (about 1 GB) as an orphan.
          pipe: true,
          // The app closes the browser on shutdown; puppeteer's own SIGINT handler would exit the process.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        });
      } catch (err) {
        await removeProfile();
        throw err;
      }
      const child = browser.process();
      const gone =
        child && child.exitCode === null && child.signalCode === null
          ? new Promise<void>((resolve) =>
              child.once('exit', () => void removeProfile().then(() => resolve())),
            )
          : removeProfile();
      browser.once('disconnected', () => {
        if (this.running === pending) this.running = null;
      });
      this.degraded = false;
      return { browser, idle: [], gone };
    })();
    this.running = pending;
    pending.catch(() => {
      if (this.running === pending) this.running = null;
    });
    return pending;
  }

  /** A render past its deadline means the browser may be hung: kill it (a hung one ignores a
   * polite close) and start another at once, so the next render finds one ready. */
  private replaceHungBrowser(hung: Running): void {
    if (this.closed) return;
    this.degraded = true;
    void this.running?.then((current) => {
      if (current !== hung || this.closed) return;
      this.running = null;
      hung.browser.process()?.kill('SIGKILL');
      this.launch().catch(() => {});
    });
  }

  private async renderOn(running: Running, html: string): Promise<Buffer> {
    let page: Page | undefined;
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        closeQuietly(page);
        reject(new PdfRenderTimeout(`PDF rendering took longer than ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    const work = async () => {
      page = running.idle.pop();
      while (page?.isClosed()) page = running.idle.pop();
      page ??= await openPage(running.browser);
      if (timedOut) throw new PdfRenderTimeout('PDF rendering timed out');
      await page.setContent(html, { waitUntil: 'load', timeout: this.timeoutMs });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: true,
        margin: MARGIN,
        timeout: this.timeoutMs,
      });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    };
    try {
      const pdf = await Promise.race([work(), deadline]);
      if (page && !page.isClosed() && running.browser.connected) running.idle.push(page);
      return pdf;
    } catch (err) {
      closeQuietly(page);
      if (timedOut) this.replaceHungBrowser(running);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }
}
