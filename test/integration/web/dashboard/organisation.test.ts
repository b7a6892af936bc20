// The Organisation screen in a real browser: the legal identity read-only, the contact fields
// checked as the API checks them and saved; the KYB status and the contract's (signed by our team:
// what happens next); documents uploaded with their progress, refused before sending when they
// are not PDF, PNG or JPEG or over 10 MB, downloaded through the 5-minute address, deleted while
// not reviewed and kept once reviewed. A viewer reads all of it and is offered no change. axe-core
// in three languages, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asSession, createMerchant, createStaff, joinAs, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser, accessibilityViolations } from '../../../support/browser.js';
import { tinyPdf, tinyPng } from '../../files/support.js';
import { keepDashboardScreenshot } from './support/fixtures.js';
import { openAs } from './support/session.js';

let app: TestApp;
let browser: TestBrowser;
let merchant: Merchant;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const focusedId = (page: Page) =>
  page.evaluate(() => {
    const el = (globalThis as any).document.activeElement as { id: string; dataset: Record<string, string>; tagName: string } | null;
    return el?.dataset.file ? `file:${el.dataset.file}` : el?.id || el?.tagName || '';
  });
const fileCard = (page: Page, name: string) => page.locator('li[data-file]').filter({ hasText: name });
const detail = async () =>
  (await app.http.get(`/organisations/${merchant.organisationId}`, asSession(merchant.owner.cookie))).body as Record<string, unknown>;

describe('the Organisation screen', () => {
  it('shows the legal identity, and saves the contact fields once they pass the API’s rules', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/');
    // The checklist's profile step leads here.
    await page.locator('li[data-step="profile"]').getByRole('link', { name: 'Complete the profile' }).click();
    await page.getByRole('heading', { name: 'Organisation', level: 1 }).waitFor();
    const identity = readable(await page.getByTestId('legal-identity').textContent());
    for (const text of ['Épicerie Fine Sfax', 'Épicerie Fine Sfax SARL', 'Tunisia']) expect(identity).toContain(text);
    expect(readable(await page.getByTestId('kyb').textContent())).toContain('Pending');
    const contract = readable(await page.getByTestId('contract').textContent());
    expect(contract).toContain('Not signed yet');
    expect(contract).toContain('Our team records the signature');
    expect(await accessibilityViolations(page)).toEqual([]);

    // A phone and a website the API would refuse are stopped by the form, naming the field.
    await page.getByLabel('Address', { exact: true }).fill('12 rue Habib Bourguiba');
    await page.getByLabel('City', { exact: true }).fill('Sfax');
    await page.getByLabel('Postal code', { exact: true }).fill('3000');
    await page.getByLabel(/^Phone/).fill('call me');
    await page.getByLabel('Contact email address').fill('contact@epicerie.tn');
    await page.getByLabel(/^Website/).fill('ftp://epicerie.tn');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    expect(await page.getByLabel(/^Phone/).evaluate((input: any) => input.validity.patternMismatch)).toBe(true);
    expect(await page.getByLabel(/^Website/).evaluate((input: any) => input.validity.valid)).toBe(false);
    expect((await detail()).phone).toBeNull();
    await page.getByLabel(/^Phone/).fill('+216 74 000 000');
    await page.getByLabel(/^Website/).fill('https://epicerie.tn');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await page.locator('#org-notice').filter({ hasText: 'The profile is saved.' }).waitFor();
    await expect.poll(() => focusedId(page)).toBe('org-notice');
    expect(await detail()).toMatchObject({ address: '12 rue Habib Bourguiba', city: 'Sfax', postalCode: '3000', phone: '+216 74 000 000', email: 'contact@epicerie.tn', website: 'https://epicerie.tn' });
    // Emptied, a field is cleared.
    await page.getByLabel(/^Website/).fill('');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await expect.poll(async () => (await detail()).website).toBeNull();
    await page.reload();
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Sfax');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('uploads documents with their progress, downloads one, deletes one, and keeps a reviewed one', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/organisation');
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await page.getByText('No document uploaded.').waitFor();

    // Refused before anything is sent: a text file, and a PDF over 10 MB.
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Only PDF, PNG and JPEG files are accepted.' }).waitFor();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The file is over 10 MB.' }).waitFor();
    expect((await app.http.get(`/organisations/${merchant.organisationId}/files`, asSession(merchant.owner.cookie))).body).toEqual([]);

    // A 3 MB PDF: its progress is shown while it is sent, then its card takes the focus.
    const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    await page.getByLabel('Document type').selectOption({ label: 'Patent (business licence)' });
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'patente.pdf', mimeType: 'application/pdf', buffer: pdf });
    const progress = page.waitForSelector('progress', { state: 'attached' });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await progress;
    const patent = fileCard(page, 'patente.pdf');
    await patent.waitFor();
    await page.locator('#org-notice').filter({ hasText: '“patente.pdf” is uploaded.' }).waitFor();
    await expect.poll(() => focusedId(page)).toMatch(/^file:/);
    expect(await page.locator('progress').count()).toBe(0);
    const patentText = readable(await patent.textContent());
    for (const text of ['Patent (business licence)', '3 MB', 'Not reviewed yet']) expect(patentText).toContain(text);
    await keepDashboardScreenshot(page, 'en-organisation-uploaded');

    // Download: a link to the 5-minute address, focused, that serves the document.
    await patent.getByRole('button', { name: 'Download patente.pdf' }).click();
    const link = patent.getByTestId('download-link');
    await link.waitFor();
    await expect.poll(() => link.evaluate((a) => a === (globalThis as any).document.activeElement)).toBe(true);
    expect(readable(await patent.textContent())).toContain('link valid until');
    const served = await fetch((await link.getAttribute('href'))!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

    // A PNG reviewed by compliance: no Delete button any more.
    await page.getByLabel('Document type').selectOption({ label: 'Identity document' });
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'cin.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await fileCard(page, 'cin.png').waitFor();
    const fileId = await fileCard(page, 'cin.png').getAttribute('data-file');
    const compliance = await createStaff(app.http, 'svc_compliance');
    const reviewed = await app.http.post(`/admin/organisations/${merchant.organisationId}/files/${fileId}/review`, undefined, asSession(compliance.cookie));
    expect(reviewed.status).toBe(200);
    await page.reload();
    await fileCard(page, 'cin.png').waitFor();
    expect(readable(await fileCard(page, 'cin.png').textContent())).toContain('Reviewed on');
    expect(await fileCard(page, 'cin.png').getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // The unreviewed one is deleted after a confirmation; the focus goes to what says so.
    await fileCard(page, 'patente.pdf').getByRole('button', { name: 'Delete patente.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await dialog.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.locator('#org-notice').filter({ hasText: '“patente.pdf” is deleted.' }).waitFor();
    expect(await fileCard(page, 'patente.pdf').count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('org-notice');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('shows a viewer everything and offers no change', async () => {
    const cookie = await joinAs(app.http, merchant, 'viewer');
    const page = await browser.newPage();
    await openAs(page, app, cookie, '/organisation');
    await page.getByRole('heading', { name: 'Documents' }).waitFor();
    await fileCard(page, 'cin.png').waitFor();
    // The profile and the documents load side by side: the profile is shown (no form) once its details are there.
    await expect.poll(async () => readable(await page.getByRole('main').textContent())).toContain('+216 74 000 000');
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download cin.png' }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.close();
  });

  it('reads in French, Arabic and English, on a phone and a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, merchant.owner.cookie, '/organisation');
    await page.getByTestId('files').waitFor();
    for (const viewport of [{ width: 390, height: 844, name: '390' }, { width: 1280, height: 900, name: 'desktop' }]) {
      await page.setViewportSize(viewport);
      for (const [button, heading, code] of [['Français', 'Organisation', 'fr'], ['العربية', 'المؤسسة', 'ar'], ['English', 'Organisation', 'en']] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.locator(`html[lang="${code}"]`).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await keepDashboardScreenshot(page, `${code}-organisation-${viewport.name}`);
      }
    }
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});
