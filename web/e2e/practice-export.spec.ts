// Configurations → Export data: the Admin clicks 'Export all data', sees the files written against
// those the export will hold while it streams (the network slowed through Chromium's throttling so
// it can be seen), can cancel with nothing saved, and then gets the whole practice as a .zip that
// holds a spreadsheet of each kind, the JSON of every table and the PDFs.
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import * as XLSX from '@e965/xlsx';
import { type CDPSession, expect, type Page, test } from './fixtures';
import { screenshot, signIn } from './helpers';

/** Bytes per second the page may read; -1 lifts the limit. */
async function throttle(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });
  return cdp;
}

const progress = (page: Page) => page.getByRole('status', { name: 'Export progress' });

test.describe('export all data', () => {
  test('shows its progress, cancels without a file, then saves the whole practice as a zip', async ({
    page,
  }) => {
    // The throttled part, then a whole export with its PDFs, on a machine that may be busy.
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.test', { to: '/configurations' });
    await page.getByRole('tab', { name: 'Export data' }).click();
    await expect(page).toHaveURL(/\/configurations\/export$/);
    await expect(page.getByRole('heading', { name: 'Export all data' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id),
    ).toEqual([]);
    const saved: string[] = [];
    page.on('download', (d) => saved.push(d.suggestedFilename()));

    const cdp = await throttle(page, 20_000);
    await page.getByRole('button', { name: 'Export all data' }).click();
    await expect(progress(page)).toBeVisible();
    await expect(page.getByTestId('export-files')).toHaveText(/^[1-9][\d,]* of [\d,]+ files$/);
    await expect(progress(page)).toContainText(
      /Writing (manifest\.json|README\.txt|data\/|spreadsheets\/|documents\/)/,
    );
    await expect(page.getByTestId('export-received')).not.toHaveText('0.0 KB received');
    await screenshot(page, 'practice-export-desktop');
    await progress(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Download cancelled')).toBeVisible();
    await expect(progress(page)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(saved).toEqual([]);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Export all data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/-export-\d{8}-\d{6}\.zip$/);
    await expect(page.getByText(/^Saved .+\.zip$/)).toBeVisible();
    const path = (await file.path()) ?? '';
    const names = execFileSync('unzip', ['-Z1', path]).toString().trim().split('\n');
    const manifest = JSON.parse(execFileSync('unzip', ['-p', path, 'manifest.json']).toString());
    expect(manifest.practice.name).toBeTruthy();
    for (const table of manifest.tables as { name: string }[])
      expect(names).toContain(`data/${table.name}.jsonl`);
    expect(names).toEqual(
      expect.arrayContaining([
        'spreadsheets/Clients.xlsx',
        'spreadsheets/Tasks.xlsx',
        'spreadsheets/Invoices.xlsx',
        'spreadsheets/Audit trail.xlsx',
        expect.stringMatching(/^documents\/invoices\/.+\.pdf$/),
      ]),
    );
    const clients = XLSX.read(execFileSync('unzip', ['-p', path, 'spreadsheets/Clients.xlsx']), {
      type: 'buffer',
    });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(clients.Sheets.Clients ?? {});
    const inJson = execFileSync('unzip', ['-p', path, 'data/clients.jsonl']).toString().trim().split('\n');
    expect(rows).toHaveLength(inJson.length);
    const pdf = names.find((name) => name.startsWith('documents/invoices/')) ?? '';
    expect(execFileSync('unzip', ['-p', path, pdf]).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('on a phone the export and its progress fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.test', { to: '/configurations/export' });
    await expect(page.getByRole('button', { name: 'Export all data' })).toBeVisible();
    await throttle(page, 20_000);
    await page.getByRole('button', { name: 'Export all data' }).click();
    await expect(page.getByTestId('export-files')).toHaveText(/^[1-9][\d,]* of [\d,]+ files$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'practice-export-phone');
    await progress(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Download cancelled')).toBeVisible();
  });
});
