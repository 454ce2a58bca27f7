// Issue 34: an Admin uploads the practice's signing certificate in Invoice settings (a wrong
// password is refused on the field), sees whom it names and until when, and removes it; and the
// payment form's TDS hint shows its base and names the section by date, as the TDS report does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures';
import { apiSend, invoiceRowOf, kulkarniInvoice, type NumberedInvoice, screenshot, signIn } from './helpers';

/** A self-signed .p12 made with openssl, as a practice's exported class-3 certificate stands in. */
function selfSignedP12(password: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pd-e2e-p12-'));
  const [key, cert, p12] = ['key.pem', 'cert.pem', 'anita-deshpande.p12'].map((f) => join(dir, f)) as [
    string,
    string,
    string,
  ];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '365',
      '-subj',
      '/CN=Anita Deshpande/O=Demo & Associates/C=IN',
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', `pass:${password}`],
    {
      stdio: 'ignore',
    },
  );
  return p12;
}

async function chooseCertificate(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Certificate file (.pfx or .p12)' }).click();
  await (await chooser).setFiles(file);
}

test('an Admin uploads the signing certificate, a wrong password is refused, and removes it', async ({
  page,
}) => {
  const p12 = selfSignedP12('Dsc@2026');
  await signIn(page, 'admin@demo.test', { to: '/configurations/invoices' });
  await page.getByText('Branding & Personalization').click();
  const section = page.getByRole('group', { name: 'Signing certificate' });
  await expect(section.getByText('No signing certificate')).toBeVisible();

  await chooseCertificate(page, p12);
  await section.getByLabel('Certificate password').fill('not-it');
  await section.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(section.getByText('The password does not open this certificate')).toBeVisible();

  await section.getByLabel('Certificate password').fill('Dsc@2026');
  await section.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByText(/Signing certificate uploaded/)).toBeVisible();
  await expect(section.getByText('CN=Anita Deshpande, O=Demo & Associates, C=IN')).toBeVisible();
  await expect(section.getByText(/^Valid \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'signing-certificate');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'signing-certificate-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await section.getByRole('button', { name: 'Remove certificate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Signing certificate removed')).toBeVisible();
  await expect(section.getByText('No signing certificate')).toBeVisible();
});

test('the TDS hint shows its base and the section of the payment date, as the TDS report does', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test');
  const draft = await kulkarniInvoice(request, `Audit TDS base-${Date.now().toString(36)}`);
  const invoice = (
    await apiSend<{ invoice: NumberedInvoice }>(request, 'put', `invoices/${draft.id}/status`, {
      status: 'Sent',
    })
  ).invoice;
  await page.goto('/invoicing/sent');
  await invoiceRowOf(page, invoice).getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment · ${invoice.invoiceNumber}` });
  await expect(pay.getByTestId('tds-hint')).toContainText(
    'Usually 10% of ₹10,000.00 (fees without GST, less credit notes) under s.393 of the Income-tax Act, 2025',
  );
  await expect(pay.getByRole('button', { name: 'Use ₹1,000.00' })).toBeVisible();
  await screenshot(page, 'signing-tds-hint');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'TDS receivable' }).click();
  await expect(page.getByTestId('tds-section')).toHaveText(
    /Deducted under s\.(393 of the Income-tax Act, 2025|194J of the Income-tax Act, 1961)/,
  );
});
