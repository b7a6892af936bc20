// Small pieces of the payments and payment-links screens: a status badge, a read-only address
// with its copy button, the keyset paging links, a definition row.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { fr } from './i18n/fr.js';
import { t, type MessageKey } from './i18n/index.js';
import { copyText } from './load.js';

export function Badge({ kind, value, label }: { kind: string; value: string; label: string }) {
  return (
    <span class={`badge ${kind}-${value}`} data-status={value}>
      {label}
    </span>
  );
}

/** A message key built from a code (`payStatus_` + `succeeded`), or the code itself when unknown. */
export function codeText(prefix: string, code: string | null | undefined): string {
  if (!code) return t('none');
  const key = `${prefix}${code}` as MessageKey;
  return hasMessage(key) ? t(key) : code;
}

const hasMessage = (key: string): key is MessageKey => key in fr;

export function CopyField({ label, value, button, testId }: { label: string; value: string; button: string; testId?: string }) {
  const [note, setNote] = useState('');
  return (
    <div class="copy-field">
      <label>
        {label}
        <input readOnly value={value} dir="ltr" data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="secondary" onClick={() => void copyText(value).then((ok) => setNote(ok ? t('copied') : t('copyFailed')))}>
        {button}
      </button>
      <p class="muted" role="status">{note}</p>
    </div>
  );
}

/** First page and next page of a keyset-paged list; `hrefFor(cursor)` keeps the filters. */
export function Paging({ cursor, nextCursor, hrefFor }: { cursor?: string; nextCursor: string | null | undefined; hrefFor: (cursor?: string) => string }) {
  if (!cursor && !nextCursor) return null;
  return (
    <nav class="actions paging" aria-label={t('resultPages')}>
      {cursor && <Link href={hrefFor(undefined)}>{t('firstPage')}</Link>}
      {nextCursor && <Link href={hrefFor(nextCursor)}>{t('nextPage')}</Link>}
    </nav>
  );
}

export function Row({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
