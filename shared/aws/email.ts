// Outgoing email: SES on AWS; in local mode and tests, one .eml file per message in MAIL_DIR,
// so that a developer can open it and a test can read the link it carries.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '../config/env.js';
import { reportAccess } from '../config/resource-use.js';
import { traced } from '../log/tracer.js';
import { once } from './once.js';

// Loaded on first use (see LAZY_SDK_MODULES).
const ses = once(async () => {
  const sdk = await import('@aws-sdk/client-sesv2');
  return { sdk, client: traced(new sdk.SESv2Client({ region: env().AWS_REGION })) };
});

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** With it, a multipart/alternative message: mail clients show the HTML, others the text. */
  html?: string;
}

export async function sendEmail(message: EmailMessage): Promise<{ messageId: string }> {
  reportAccess({ resource: 'email' });
  const { EMAIL_TRANSPORT, EMAIL_FROM, MAIL_DIR } = env();
  if (EMAIL_TRANSPORT === 'file') {
    if (!MAIL_DIR) throw new Error('MAIL_DIR is required when EMAIL_TRANSPORT is file');
    const messageId = randomUUID();
    await mkdir(MAIL_DIR, { recursive: true });
    await writeFile(join(MAIL_DIR, `${Date.now()}-${messageId}.eml`), toEml(EMAIL_FROM, message, messageId), {
      mode: 0o600,
    });
    return { messageId };
  }
  const { sdk, client } = await ses();
  const out = await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: EMAIL_FROM,
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  return { messageId: out.MessageId ?? '' };
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

function toEml(from: string, message: EmailMessage, messageId: string): string {
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${messageId}@local>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) => [`Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: 8bit', '', body];
  if (!message.html) return [...headers, ...part('text/plain', message.text), ''].join('\r\n');
  const boundary = `=_${messageId}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', message.text),
    `--${boundary}`,
    ...part('text/html', message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
