// The client portal end to end: an Admin invites a client's contact and asks for two documents;
// the contact signs in on a phone from the mailed link and uploads a photo and a PDF; staff return
// one with a comment, the contact reads it and sends it again, staff accept both, and the contact
// sees both accepted; a third, optional, the contact marks as not applicable with a reason. Every screen is checked with axe and shot at desktop and phone sizes.
import { randomUUID } from 'node:crypto';
import { DOCUMENT_REQUEST_MESSAGES, type DocumentRequest, PORTAL_MESSAGES } from '@practice-desk/contracts';
import { profileWith } from '@practice-desk/contracts/testing';
import { type Browser, expect, type Locator, type Page, test } from './fixtures';
import { apiGet, apiSend, mailedLink, screenshot, signIn, typedDate, watchErrors } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

const suffix = randomUUID().slice(0, 6);
const CLIENT = `Portal Traders ${suffix}`;
const CONTACT = `asha-${suffix}@client.example`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A 1×1 PNG and a one-page PDF, as a phone's camera and a scanner would send them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Shots of the screen at both sizes (with `part` scrolled into view), ending at the size it
 * started at. */
async function shotBoth(page: Page, name: string, part?: Locator) {
  const start = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await part?.scrollIntoViewIfNeeded();
    await screenshot(page, `portal-${name}-${size}`);
  }
  await page.setViewportSize(start);
}

async function noGraveAxe(page: Page, screen: string, dialog = false) {
  // The pointer off the last button clicked: its hover colour is not what the screen shows at rest.
  await page.mouse.move(0, 0);
  const found = await axeFindings(page, screen, dialog);
  expect(found.grave.map((g) => `${g.impact} ${g.rule}: ${g.nodes}`)).toEqual([]);
}

/** A phone's browser; with a portal session's token, already signed in to the portal. */
async function phonePage(browser: Browser, token?: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  if (token) await context.addInitScript((t) => localStorage.setItem('portal-session', t), token);
  const page = await context.newPage();
  await withAxe(page);
  return page;
}

async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test.describe
  .serial('client portal', () => {
    test.setTimeout(180_000);
    test.use({ actionTimeout: 15_000 });
    let clientId = '';
    let requestId = '';
    let portalToken = '';

    test.beforeAll(async ({ request }) => {
      const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
        name: CLIENT,
        address: 'MG Road, Bengaluru',
      });
      clientId = client.id;
      const contacts = [{ name: 'Asha Rao', email: CONTACT, role: 'Partner', phone: '', primary: true }];
      await apiSend(request, 'put', `clients/${clientId}/compliance`, {
        ...profileWith({ contacts }),
        gstin: '',
      });
    });

    test('an Admin invites the contact and asks for three documents, one optional', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      await withAxe(page);
      await signIn(page, 'admin@demo.test');
      await page.goto(`/clients/${clientId}`);
      await expect(page.getByRole('heading', { name: 'Client portal' })).toBeVisible();
      await expect(page.getByText('No one has portal access yet.')).toBeVisible();
      await page.getByRole('combobox', { name: 'Invite a contact to the portal' }).click();
      await page.getByRole('option', { name: `Asha Rao <${CONTACT}>` }).click();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(PORTAL_MESSAGES.invited)).toBeVisible();
      const access = page.getByRole('region', { name: 'Contacts with portal access' });
      await expect(access.getByRole('cell', { name: CONTACT, exact: true })).toBeVisible();
      await expect(access.getByRole('cell', { name: 'Not signed in' })).toBeVisible();
      await noGraveAxe(page, 'client profile with portal access');
      await shotBoth(page, 'staff-access', page.getByRole('heading', { name: 'Client portal' }));

      await page.getByRole('tab', { name: /Documents & history/ }).click();
      await expect(page.getByText('No document requests yet.')).toBeVisible();
      await page.getByRole('button', { name: 'New document request' }).click();
      const dialog = page.getByRole('dialog', { name: `New document request for ${CLIENT}` });
      await dialog.getByLabel('Title').fill('Documents for ITR 2026-27');
      await dialog.getByLabel('Due date').fill(typedDate(dueIn(10)));
      await dialog.getByRole('textbox', { name: /^Document 1/ }).fill('Bank statement');
      await dialog.getByLabel('Note for the client 1').fill('April to March, all accounts');
      await dialog.getByRole('button', { name: 'Add document' }).click();
      await dialog.getByRole('textbox', { name: /^Document 2/ }).fill('PAN card');
      await dialog.getByRole('button', { name: 'Add document' }).click();
      await dialog.getByRole('textbox', { name: /^Document 3/ }).fill('Rent agreement');
      await dialog.getByRole('checkbox', { name: 'Document 3 is required' }).uncheck();
      await noGraveAxe(page, 'new document request', true);
      await shotBoth(page, 'staff-new-request');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText(DOCUMENT_REQUEST_MESSAGES.created)).toBeVisible();
      const row = page.getByRole('row', { name: /Documents for ITR 2026-27/ });
      await expect(row).toContainText('0 of 3 received');
      await expect(row).toContainText(typedDate(dueIn(10)));
      await noGraveAxe(page, 'client documents with a request');

      const { requests } = await apiGet<{ requests: DocumentRequest[] }>(
        request,
        `document-requests?clientId=${clientId}`,
      );
      expect(requests.map((r) => [r.title, r.total, r.status])).toEqual([
        ['Documents for ITR 2026-27', 3, 'open'],
      ]);
      requestId = requests[0]?.id ?? '';
      expect(errors).toEqual([]);
    });

    test('the contact signs in on a phone and sends a photo and a PDF', async ({ browser }) => {
      const invitation = await mailedLink(CONTACT, '/portal/sign-in');
      const page = await phonePage(browser);
      const errors = watchErrors(page);
      await page.goto('/portal');
      await expect(page.getByRole('heading', { name: 'Sign in to the client portal' })).toBeFocused();
      await noGraveAxe(page, 'portal sign-in');
      await shotBoth(page, 'sign-in');
      await page.getByLabel('E-mail address').fill(CONTACT);
      await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
      await expect(page.getByText(PORTAL_MESSAGES.linkSent)).toBeVisible();
      await noGraveAxe(page, 'portal check your mail');
      await shotBoth(page, 'check-mail');

      let link = invitation;
      await expect
        .poll(async () => (link = await mailedLink(CONTACT, '/portal/sign-in')))
        .not.toBe(invitation);
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Document requests' })).toBeVisible();
      expect(new URL(page.url()).hash).toBe('');
      await expect(page.getByText(CLIENT)).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: 'Documents for ITR 2026-27' });
      await expect(card).toContainText('0 of 3 received');
      await expect(card).toContainText(`Due ${typedDate(dueIn(10))}`);
      await noGraveAxe(page, 'portal requests');
      await shotBoth(page, 'requests');

      await card.getByRole('link', { name: 'Documents for ITR 2026-27' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Documents for ITR 2026-27' })).toBeFocused();
      const bank = page.getByRole('article', { name: 'Bank statement' });
      const pan = page.getByRole('article', { name: 'PAN card' });
      await expect(bank).toContainText('April to March, all accounts');
      await expect(bank).toContainText('Not sent yet');
      await noGraveAxe(page, 'portal request');
      await shotBoth(page, 'request');

      // A file that is not a document is refused with the server's words, and nothing is kept.
      await chooseFile(page, 'Choose a file for PAN card', {
        name: 'pan.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]),
      });
      await expect(pan.getByRole('alert')).toContainText(DOCUMENT_REQUEST_MESSAGES.fileKindRefused);
      await shotBoth(page, 'upload-refused', pan);

      await chooseFile(page, 'Choose a file for Bank statement', {
        name: 'statement.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(bank.getByRole('status')).toHaveText(DOCUMENT_REQUEST_MESSAGES.uploaded);
      await expect(bank).toContainText('Received');
      await expect(bank.getByRole('list', { name: 'Files sent for Bank statement' })).toContainText(
        'statement.png',
      );
      await chooseFile(page, 'Choose a file for PAN card', {
        name: 'pan.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(pan.getByRole('status')).toHaveText(DOCUMENT_REQUEST_MESSAGES.uploaded);
      await expect(pan.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('2 of 3 received')).toBeVisible();

      // The optional one does not apply, and the contact says why.
      const rent = page.getByRole('article', { name: 'Rent agreement' });
      await expect(rent).toContainText('Optional');
      await rent.getByRole('button', { name: 'Not applicable' }).click();
      await rent.getByLabel('Why does Rent agreement not apply?').fill('We own the office');
      await rent.getByRole('button', { name: 'Mark as not applicable' }).click();
      await expect(rent.getByRole('status')).toHaveText(DOCUMENT_REQUEST_MESSAGES.markedNotApplicable);
      await expect(rent).toContainText('Why it does not apply: We own the office');
      await expect(page.getByText('3 of 3 received')).toBeVisible();

      await pan.getByRole('button', { name: 'Add a note' }).click();
      await pan.getByLabel(/Note for .* about PAN card/).fill('Both sides are on one page');
      await pan.getByRole('button', { name: 'Save note' }).click();
      await expect(pan).toContainText('Your note: Both sides are on one page');
      await shotBoth(page, 'request-sent');

      // The link was spent: opened again, it says so and offers a new one.
      const again = await phonePage(browser);
      await again.goto(link);
      await expect(again.getByText(PORTAL_MESSAGES.linkInvalid)).toBeVisible();
      await expect(again.getByRole('button', { name: 'Send me a sign-in link' })).toBeVisible();
      await noGraveAxe(again, 'portal link used');
      await shotBoth(again, 'link-used');
      await again.context().close();
      // The refused file's 415 is the one failed call, and it was expected.
      expect(errors.filter((e) => !e.includes('status of 415'))).toEqual([]);
      portalToken = (await page.evaluate(() => localStorage.getItem('portal-session'))) ?? '';
      expect(portalToken).not.toBe('');
      await page.context().close();
    });

    test('staff return the PAN card with a comment; the contact sends it again; staff accept both', async ({
      page,
      browser,
      request,
    }) => {
      await withAxe(page);
      await signIn(page, 'admin@demo.test');
      await page.goto(`/clients/${clientId}?tab=documents`);
      await page.getByRole('button', { name: 'Documents for ITR 2026-27' }).click();
      const dialog = page.getByRole('dialog', { name: 'Documents for ITR 2026-27' });
      const pan = dialog.getByRole('region', { name: 'PAN card' });
      await expect(pan.getByRole('button', { name: 'Download pan.pdf' })).toBeVisible();
      await expect(pan).toContainText('Client note: Both sides are on one page');
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download statement.png' }).click();
      expect((await download).suggestedFilename()).toBe('statement.png');
      await pan.getByRole('button', { name: 'Return to the client' }).click();
      await expect(pan.getByText(DOCUMENT_REQUEST_MESSAGES.commentRequired)).toBeVisible();
      await pan.getByLabel('Comment on PAN card').fill('The scan is cut off; please send the whole card');
      await pan.getByRole('button', { name: 'Return to the client' }).click();
      await expect(pan).toContainText('Returned');
      await noGraveAxe(page, 'staff request review', true);
      await shotBoth(page, 'staff-review');

      // The contact, back on the phone, reads why and sends the card again.
      const phone = await phonePage(browser, portalToken);
      await phone.goto(`/portal/requests/${requestId}`);
      const card = phone.getByRole('article', { name: 'PAN card' });
      await expect(card).toContainText('Returned');
      await expect(card).toContainText('The scan is cut off; please send the whole card');
      await shotBoth(phone, 'request-returned', card);
      await chooseFile(phone, 'Choose a file for PAN card', {
        name: 'pan-full.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(card.getByRole('status')).toHaveText(DOCUMENT_REQUEST_MESSAGES.uploaded);
      await expect(card).toContainText('pan-full.pdf');
      await expect(card).toContainText('Received');

      // Staff see the new file and accept both documents.
      await page.reload();
      await page.getByRole('button', { name: 'Documents for ITR 2026-27' }).click();
      await expect(pan.getByRole('button', { name: 'Download pan-full.pdf' })).toBeVisible();
      await pan.getByRole('button', { name: 'Accept' }).click();
      await expect(pan).toContainText('Accepted');
      await dialog
        .getByRole('region', { name: 'Bank statement' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await expect(dialog.getByRole('region', { name: 'Bank statement' })).toContainText('Accepted');
      await expect(dialog).toContainText('Complete');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('row', { name: /Documents for ITR 2026-27/ })).toContainText('Complete');
      await shotBoth(page, 'staff-complete');

      const staffView = await apiGet<{ request: DocumentRequest }>(request, `document-requests/${requestId}`);
      expect(staffView.request.status).toBe('complete');
      expect(staffView.request.items.map((i) => [i.name, i.status, i.files.length])).toEqual([
        ['Bank statement', 'accepted', 1],
        ['PAN card', 'accepted', 2],
        ['Rent agreement', 'not_applicable', 0],
      ]);
      const portalView = await request.get(`/api/portal/requests/${requestId}`, {
        headers: { authorization: `Portal ${portalToken}` },
      });
      expect((await portalView.json()).data.request.items.map((i: { status: string }) => i.status)).toEqual([
        'accepted',
        'accepted',
        'not_applicable',
      ]);

      // The contact sees both accepted, with nothing left to send, and the request completed.
      await phone.reload();
      await expect(phone.getByRole('article', { name: 'Bank statement' })).toContainText('Accepted');
      await expect(card).toContainText('Accepted');
      await expect(
        phone.getByRole('button', { name: /Choose a file for (Bank statement|PAN card)/ }),
      ).toHaveCount(0);
      await shotBoth(phone, 'request-accepted');
      await phone.getByRole('link', { name: 'All requests' }).click();
      const completed = phone.getByRole('region', { name: 'Completed' });
      await expect(completed.getByRole('article')).toContainText('3 of 3 received');
      await expect(completed.getByRole('article')).toContainText('Completed');
      await expect(phone.getByRole('region', { name: 'Open' })).toContainText('Nothing is waiting for you.');
      await noGraveAxe(phone, 'portal requests completed');
      await shotBoth(phone, 'requests-completed');

      // Invited for a second client too, the contact picks which client's requests to see.
      const second = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
        name: `${CLIENT} Exports`,
        address: 'MG Road, Bengaluru',
      });
      const contacts = [{ name: 'Asha Rao', email: CONTACT, role: 'Director', phone: '', primary: true }];
      await apiSend(request, 'put', `clients/${second.client.id}/compliance`, {
        ...profileWith({ contacts }),
        gstin: '',
      });
      await apiSend(request, 'post', `clients/${second.client.id}/portal-invites`, { email: CONTACT });
      await phone.reload();
      const switcher = phone.getByRole('combobox', { name: 'Client', exact: true });
      await switcher.selectOption({ label: `${CLIENT} Exports` });
      await expect(phone.getByText('Nothing asked for yet')).toBeVisible();
      await expect(phone.getByRole('main').getByText(`${CLIENT} Exports`, { exact: true })).toBeVisible();
      await noGraveAxe(phone, 'portal requests, none yet');
      await shotBoth(phone, 'requests-empty');
      await switcher.selectOption({ label: CLIENT });
      await expect(phone.getByRole('region', { name: 'Completed' }).getByRole('article')).toBeVisible();

      // Signing out ends the session on the server too.
      await phone.getByRole('button', { name: 'Sign out' }).click();
      await expect(phone.getByText(PORTAL_MESSAGES.signedOut)).toBeVisible();
      const after = await request.get('/api/portal/me', {
        headers: { authorization: `Portal ${portalToken}` },
      });
      expect(after.status()).toBe(401);
      await phone.context().close();
    });
  });
