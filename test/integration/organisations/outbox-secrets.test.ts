// The admin outbox is read by support staff: it shows what the service sends, never what would
// let its reader act as the recipient. Invitation and password-reset emails carry a link whose
// token is the recipient's credential: every trace of it is redacted, whatever the event's state.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asSession, createMerchant, createStaff, uniqueEmail, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { invite } from '../team/support.js';

let app: TestApp;
let merchant: Merchant;
let support: string;

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  support = (await createStaff(app.http, 'svc_support')).cookie;
});
afterAll(async () => {
  await app?.stop();
});

/** The secret values of the links in the emails sent so far: every query value and path segment of 20 characters or more. */
async function secretsInMails(): Promise<string[]> {
  const found = new Set<string>();
  for (const mail of await app.mails()) {
    // Quoted-printable soft line breaks would split a link.
    const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0]);
      for (const value of url.searchParams.values()) if (value.length >= 20) found.add(value);
      for (const segment of url.pathname.split('/')) if (segment.length >= 20) found.add(segment);
    }
  }
  return [...found];
}

it('shows invitation and reset emails to support with no token in them, pending or done', async () => {
  const invitation = await invite(app.http, merchant, { roleId: merchant.roles.viewer! });
  const staffInvited = uniqueEmail('invited');
  await invite(app.http, merchant, { email: staffInvited, roleId: merchant.roles.support! });
  const reset = await app.http.post('/auth/password/forgot', { email: merchant.owner.email });
  expect(reset.status, reset.text).toBe(202);

  // While pending (read as stored, redacted on the way out), then once done (stored redacted).
  const pending = await app.http.get('/admin/outbox?limit=200', asSession(support));
  expect(pending.status).toBe(200);
  await app.queuesIdle();
  const done = await app.http.get('/admin/outbox?limit=200', asSession(support));
  expect(done.status).toBe(200);

  const secrets = await secretsInMails();
  const inviteToken = new URL(invitation.inviteLink).searchParams.get('token')!;
  expect(secrets).toContain(inviteToken);
  // The owner's invitation, the two invitations and the reset link: four emails with a token each.
  expect(secrets.length).toBeGreaterThanOrEqual(4);
  for (const secret of secrets) {
    expect(pending.text, 'a token shown while pending').not.toContain(secret);
    expect(done.text, 'a token shown once done').not.toContain(secret);
  }
  const emails = done.body.items.filter((event: { type: string; payload: { to?: string } }) =>
    event.type === 'email.send' && [invitation.email, staffInvited, merchant.owner.email].includes(event.payload.to ?? ''),
  );
  // The owner (invited when the organisation was created, then asking for a reset) has two.
  expect(emails).toHaveLength(4);
  for (const event of emails) expect(JSON.stringify(event.payload)).toContain('[redacted]');
});
