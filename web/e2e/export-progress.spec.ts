// Exports stream: while the file arrives a panel shows its name, the rows the server announced and
// the bytes received, with Cancel; Cancel stops the request and nothing is saved. The network is
// slowed through Chromium's own throttling so the panel can be seen and used.
import { readFileSync } from 'node:fs';
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

const panel = (page: Page) => page.getByRole('status', { name: /^Downloading / });

test.describe('export progress and cancel', () => {
  test('the task export shows its rows and bytes, cancels without a file, then downloads whole', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
    // Not the 0 shown while the first page loads.
    await expect(page.getByTestId('footer-count')).toHaveText(/^[1-9]\d*$/);
    const total = Number(await page.getByTestId('footer-count').textContent());
    const saved: string[] = [];
    page.on('download', (d) => saved.push(d.suggestedFilename()));

    const cdp = await throttle(page, 1_000);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText(
      new RegExp(`Downloading tasks-\\d{8}-\\d{6}\\.xlsx \\(${total.toLocaleString('en-IN')} rows\\)`),
    );
    // Bytes arrive while the panel is up.
    await expect(page.getByTestId('download-received')).not.toHaveText('0.0 KB received');
    await screenshot(page, 'export-progress-desktop');
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Download cancelled')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByText('Tasks exported successfully!')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(saved).toEqual([]);

    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const file = await download;
    await expect(page.getByText('Tasks exported successfully!')).toBeVisible();
    const book = XLSX.read(readFileSync((await file.path()) ?? ''), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json(book.Sheets.Tasks ?? {});
    expect(rows).toHaveLength(total);
  });

  test('on a phone the Day End export shows the panel across the screen and cancels', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.test', { to: '/reports' });
    await expect(page.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    const saved: string[] = [];
    page.on('download', (d) => saved.push(d.suggestedFilename()));
    await throttle(page, 500);
    await page.getByRole('button', { name: 'Export Data' }).click();
    await expect(panel(page)).toContainText(
      /Downloading day-end-report-\d{4}-\d{2}-\d{2}\.xlsx \([\d,]+ rows\)/,
    );
    await expect(page.getByTestId('download-received')).not.toHaveText('0.0 KB received');
    await screenshot(page, 'export-progress-mobile');
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Download cancelled')).toBeVisible();
    await expect(page.getByText('Report exported successfully')).toHaveCount(0);
    await page.waitForTimeout(1_000);
    expect(saved).toEqual([]);
  });
});
