// One webhook try as a member reads it: its number (manual tries numbered after the automatic ones),
// its outcome, and the request and answer pretty-printed (JSON indented, headers one per line), each
// with a copy button. Used by the webhook screen's delivery log and the payment's timeline.
import { useState } from 'preact/hooks';
import { t } from './i18n/index.js';
import { copyText } from './load.js';

interface Try {
  tryNumber: number;
  trigger: 'automatic' | 'manual';
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseHeaders: Record<string, unknown> | null;
  responseExcerpt: string | null;
}

/** JSON indented by two spaces; anything else as it came. */
export function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const headerLines = (headers: Record<string, unknown>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');

/** "Try 7 (manual #1)" after six automatic tries; "Try 2 (automatic)". */
export function tryTitle(attempt: Pick<Try, 'tryNumber' | 'trigger'>, automaticTries: number): string {
  return attempt.trigger === 'manual'
    ? t('tryManualTitle', { number: automaticTries + attempt.tryNumber, manual: attempt.tryNumber })
    : t('tryAutomaticTitle', { number: attempt.tryNumber });
}

function Block({ label, text, copy }: { label: string; text: string; copy: string }) {
  const [note, setNote] = useState('');
  return (
    <details class="try-block">
      <summary>{label}</summary>
      <pre dir="ltr" tabIndex={0}>{text}</pre>
      <button type="button" class="secondary" onClick={() => void copyText(copy).then((ok) => setNote(ok ? t('copiedText') : t('copyFailed')))}>
        {t('copyButton')}
      </button>
      <span class="muted" role="status">{note}</span>
    </details>
  );
}

/** The request and the answer of a try. The body is copied exactly as sent (a signature is over those bytes). */
export function TryExchange({ attempt }: { attempt: Try }) {
  const headers = headerLines(attempt.requestHeaders);
  return (
    <div class="try-exchange">
      <Block label={t('tryHeaders')} text={headers} copy={headers} />
      {attempt.requestBody && <Block label={t('tryBody')} text={pretty(attempt.requestBody)} copy={attempt.requestBody} />}
      {attempt.responseHeaders && <Block label={t('tryAnswerHeaders')} text={headerLines(attempt.responseHeaders)} copy={headerLines(attempt.responseHeaders)} />}
      {attempt.responseExcerpt !== null && attempt.responseExcerpt !== '' && (
        <Block label={t('tryAnswerBody')} text={pretty(attempt.responseExcerpt)} copy={attempt.responseExcerpt} />
      )}
    </div>
  );
}
