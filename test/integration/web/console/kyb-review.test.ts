// Compliance's KYB review in a real browser, by keyboard alone: from the queue of pending
// organisations (oldest first) to one organisation's review, each document opened through its
// 5-minute address (a PDF shown in a new tab) and marked reviewed, then KYB verified with a
// reason; the focus follows each action; the organisation can then collect (its contract is
// signed and it has an active affiliation), and every step is in its audit trail with the
// compliance officer named. The console's screens audited with axe-core in French, Arabic and
// English, at 390 px and on a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSession, createMerchant, createStaff, type Merchant } from '../../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../../support/test-app.js';
import { launchBrowser, readable, type TestBrowser } from '../../../support/browser.js';
import { tinyPdf, tinyPng, upload } from '../../files/support.js';
import { putAffiliation } from '../../payments/support.js';
import { keepDashboardScreenshot } from '../dashboard/support/fixtures.js';
import { openAs } from '../dashboard/support/session.js';
import { auditInThreeLanguages, focusedName, signInThroughForm, tabTo } from './support.js';

let app: TestApp;
let browser: TestBrowser;
let older: Merchant;
let merchant: Merchant;
let compliance: Awaited<ReturnType<typeof createStaff>>;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  browser = await launchBrowser({ locale: 'en-GB' });
  older = await createMerchant(app.http, 'Parfumerie Nabeul');
  merchant = await createMerchant(app.http, 'Épicerie Fine Sfax');
  compliance = await createStaff(app.http, 'svc_compliance');
  admin = (await createStaff(app.http, 'svc_admin')).cookie;
  for (const [content, type, name] of [[tinyPdf(), 'patent', 'patente.pdf'], [tinyPng(), 'identity_document', 'cin.png']] as const) {
    const uploaded = await upload(app.http, merchant.organisationId, merchant.owner.cookie, { type, content, name });
    if (uploaded.status !== 201) throw new Error(uploaded.text);
  }
  const contract = await app.http.post(`/admin/organisations/${merchant.organisationId}/contract`, {}, asSession(admin));
  if (contract.status !== 200) throw new Error(contract.text);
  await putAffiliation(merchant.organisationId, 'clictopay');
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const focusedIs = (page: import('playwright-core').Page, name: RegExp) => expect.poll(() => focusedName(page), { timeout: 15_000 }).toMatch(name);

describe('KYB review by svc_compliance', () => {
  it('reviews each document and verifies the KYB by keyboard alone; the organisation can then collect', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, app, compliance.email, compliance.password);
    // Compliance lands on its queue: the longest waiting first.
    await page.getByRole('heading', { name: 'Pending KYB reviews', level: 1 }).waitFor();
    await page.getByTestId('kyb-queue').locator('tr[data-organisation]').nth(1).waitFor();
    expect(await page.getByTestId('kyb-queue').locator('tr[data-organisation]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-organisation')))).toEqual([
      older.organisationId,
      merchant.organisationId,
    ]);
    expect(await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link').allTextContents()).toEqual([
      'KYB reviews',
      'Organisations',
      'Payments',
      'Affiliations',
      'Security',
    ]);

    await tabTo(page, /^Review the KYB of Épicerie Fine Sfax$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'KYB of Épicerie Fine Sfax', level: 1 }).waitFor();
    await focusedIs(page, /^KYB of Épicerie Fine Sfax$/);
    await page.getByTestId('documents').locator('li[data-file]').nth(1).waitFor();

    for (const name of ['cin.png', 'patente.pdf']) {
      const card = page.locator('li[data-file]').filter({ hasText: name });
      await tabTo(page, new RegExp(`^Open ${name.replace('.', '\\.')}$`));
      await page.keyboard.press('Enter');
      // The 5-minute address takes the focus: a PDF or an image is shown in a new tab.
      await focusedIs(page, new RegExp(`^Show ${name.replace('.', '\\.')} \\(new tab\\)$`));
      const link = card.getByTestId('document-link');
      expect(await link.getAttribute('target')).toBe('_blank');
      const served = await fetch((await link.getAttribute('href'))!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
      // The button that marks it reviewed is just before the link.
      await tabTo(page, new RegExp(`^Mark reviewed: ${name.replace('.', '\\.')}$`), { back: true });
      await page.keyboard.press('Enter');
      await card.locator('[data-testid="review-state"]').filter({ hasText: /^Reviewed on/ }).waitFor();
      await focusedIs(page, /^Reviewed on/);
      expect(await card.getByRole('button', { name: /^Mark/ }).count()).toBe(0);
    }
    await keepDashboardScreenshot(page, 'console-en-kyb-reviewed');

    // The decision: verified, with the reason the trail keeps.
    await tabTo(page, /^Verified: the documents are in order$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Reason \(required\)/);
    await page.keyboard.type('RNE extract and patent checked');
    await tabTo(page, /^Record the decision$/);
    await page.keyboard.press('Enter');
    await page.locator('#kyb-notice').filter({ hasText: 'KYB verified. The organisation can collect now.' }).waitFor();
    await focusedIs(page, /^KYB verified\. The organisation can collect now\.$/);
    expect(readable(await page.getByTestId('identity').textContent())).toContain('Verified');
    // Verified: refusing stays possible (a verification can be withdrawn), verifying again is not offered.
    expect(await page.getByRole('radio', { name: /^Verified/ }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^Refused/ }).count()).toBe(1);

    const detail = await app.http.get(`/admin/organisations/${merchant.organisationId}`, asSession(compliance.cookie));
    expect(detail.body).toMatchObject({ kybStatus: 'verified', canCollect: true, reasons: [] });
    const audit = await app.http.get(`/admin/organisations/${merchant.organisationId}/audit?limit=5`, asSession(compliance.cookie));
    expect(audit.body.items.map((i: { action: string }) => i.action)).toEqual([
      'organisation.kyb_verified',
      'file.reviewed',
      'file.opened',
      'file.reviewed',
      'file.opened',
    ]);
    for (const item of audit.body.items) expect(item.actor).toMatchObject({ type: 'staff', label: compliance.email });

    // The organisation's screen shows it: can collect, and the trail with each step by the officer.
    await tabTo(page, /^Open the organisation$/, { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Épicerie Fine Sfax', level: 1 }).waitFor();
    await page.getByTestId('can-collect').waitFor();
    const verified = page.locator('li[data-action="organisation.kyb_verified"]');
    await verified.waitFor();
    for (const text of ['KYB check passed', 'RNE extract and patent checked', compliance.email]) expect(readable(await verified.textContent())).toContain(text);
    expect(await page.locator('li[data-action="file.opened"]').count()).toBe(2);
    // Compliance changes no status and records no contract.
    expect(await page.getByRole('heading', { name: 'Actions' }).count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('reads in French, Arabic and English, at 390 px and on a desktop, with no axe-core violation', async () => {
    const page = await browser.newPage();
    await openAs(page, app, compliance.cookie, '/console/kyb');
    await page.getByTestId('kyb-queue').waitFor();
    const found = await auditInThreeLanguages(page, 'kyb-queue', (lang) => (lang === 'ar' ? /مراجعات KYB المنتظرة/ : lang === 'fr' ? /Vérifications KYB en attente/ : /Pending KYB reviews/));
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('link', { name: 'Review the KYB of Parfumerie Nabeul' }).click();
    await page.getByTestId('identity').waitFor();
    found.push(...(await auditInThreeLanguages(page, 'kyb-review', (lang) => (lang === 'ar' ? /KYB الخاص بـ/ : /KYB (of|de) Parfumerie Nabeul/))));
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Organisations' }).click();
    await page.getByTestId('organisations').waitFor();
    found.push(...(await auditInThreeLanguages(page, 'organisations', (lang) => (lang === 'ar' ? /المؤسسات/ : /Organisations/))));
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('link', { name: 'Épicerie Fine Sfax' }).click();
    await page.getByTestId('audit').waitFor();
    await page.getByTestId('documents').waitFor();
    found.push(...(await auditInThreeLanguages(page, 'organisation', () => /Épicerie Fine Sfax/)));
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Affiliations' }).click();
    await page.getByRole('heading', { name: 'Affiliations', level: 1 }).waitFor();
    found.push(...(await auditInThreeLanguages(page, 'affiliations', (lang) => (lang === 'ar' ? /الانتسابات/ : /Affiliations/))));
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('navigation', { name: 'Console navigation' }).getByRole('link', { name: 'Payments' }).click();
    await page.getByRole('button', { name: 'Find the payment' }).waitFor();
    found.push(...(await auditInThreeLanguages(page, 'payment-finder', (lang) => (lang === 'ar' ? /المدفوعات/ : lang === 'fr' ? /Paiements/ : /Payments/))));
    expect(found).toEqual([]);

    // What compliance may not do: no outbox screen (its address leads to the queue), and the API refuses.
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.goto(`${app.baseUrl}/dashboard/console/outbox`);
    await page.getByRole('heading', { name: 'Pending KYB reviews', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/console/kyb');
    expect((await app.http.get('/admin/outbox', asSession(compliance.cookie))).status).toBe(403);
    const suspend = await app.http.post(`/admin/organisations/${older.organisationId}/status`, { status: 'suspended', reason: 'x' }, asSession(compliance.cookie));
    expect(suspend.status).toBe(403);
    expect(browser.errors).toEqual([]);
    await page.close();
  }, 180_000);
});
