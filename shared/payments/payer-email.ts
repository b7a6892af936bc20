// What every email to a payer shares (the receipt, the refund's notice, the payment request): the
// message, the greeting by first name in the payer's language, the page around the body (the
// language and its direction, one card on a grey ground) and the escaping of what goes in it.
// Each email writes its own words and its own body.
import type { Locale } from '../domain/locale.js';

export type PayerEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { fr: 'ltr', en: 'ltr', ar: 'rtl' };

const GREETING: Record<Locale, (firstName: string | undefined) => string> = {
  fr: (name) => `Bonjour${name ? ` ${name}` : ''},`,
  en: (name) => `Hello${name ? ` ${name}` : ''},`,
  ar: (name) => `مرحبًا${name ? ` ${name}` : ''}،`,
};

/** The first line of every email to a payer, with their first name when they gave one. */
export const greetingOf = (locale: Locale, firstName: string | undefined) => GREETING[locale](firstName);

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML document of an email to a payer: `body` (HTML already escaped) in the card, `title` escaped here. */
export const payerEmailHtml = (locale: Locale, title: string, body: string) => `<!doctype html>
<html lang="${locale}" dir="${DIRECTION[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif;color:#1b1f24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>`;
