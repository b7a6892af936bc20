// Pieces the webhooks and API keys screens share: the organisation's list they manage (with the
// accounts it names) and the props of their form that creates one more, a secret shown once with a
// copy button (kept only in the screen's memory, never in storage), a confirmation dialog for what
// cannot be undone (and the question a screen asks with it), and dates in the reader's language.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Action } from './action.js';
import { api, type PaymentAccountSummary } from './api.js';
import { lang, LANGS, t } from './i18n/index.js';
import { useSignal } from './i18n/signal.js';
import { accountsInScope } from './permissions.js';
import { organisationId } from './session.js';
import { describeError } from './ui.js';

/** A date-time in the page's language (Tunis time), or '' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(LANGS[lang.get()].locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(new Date(iso));
}

/**
 * The chosen organisation's list a screen manages, read by `read` and again after each action
 * (`load`; a failure in words goes to `setError`), with the organisation's accounts the member
 * sees (names in the list, choices in the forms). On another organisation the list, the accounts
 * and what `forget` forgets of the screen are cleared first; nothing is read for a member who may
 * not see the list.
 */
export function useManagedList<T>(read: (organisationId: string) => Promise<T>, { mayView, setError, forget }: { mayView: boolean; setError: (message: string) => void; forget: () => void }) {
  const id = useSignal(organisationId);
  const [items, setItems] = useState<T | undefined>();
  const [accounts, setAccounts] = useState<PaymentAccountSummary[]>([]);
  const load = async () => {
    if (!id) return;
    try {
      setItems(await read(id));
    } catch (failure) {
      setError(describeError(failure));
    }
  };
  useEffect(() => {
    setItems(undefined);
    setError('');
    forget();
    setAccounts([]);
    if (!mayView || !id) return;
    void load();
    api.organisation(id).then((detail) => setAccounts(accountsInScope(detail.paymentAccounts)), () => undefined);
  }, [id]);
  return { id, items, accounts, load };
}

/** What the form that creates one more (an API key, an endpoint) is given. */
export interface CreateFormProps<T> {
  organisationId: string;
  accounts: PaymentAccountSummary[];
  onCreated: (created: T) => void;
  onCancel: () => void;
}

/** The secret in a read-only field with a copy button; `onDone` forgets it. */
export function ShownOnce({ title, label, value, onDone }: { title: string; label: string; value: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('ok');
    } catch {
      // No clipboard access: the text is selected for the reader to copy.
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section class="shown-once" aria-labelledby="shown-once-title" data-testid="shown-once">
      <h2 id="shown-once-title" tabIndex={-1} ref={heading}>{title}</h2>
      <p class="warning">{t('shownOnceWarning')}</p>
      <label>
        {label}
        <input ref={field} readOnly value={value} dir="ltr" class="secret" spellcheck={false} autocomplete="off" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div class="actions">
        <button type="button" onClick={() => void copy()}>{t('shownOnceCopy')}</button>
        <button type="button" class="secondary" onClick={onDone}>{t('shownOnceDone')}</button>
        <p role="status" class="muted">{copied === 'ok' ? t('shownOnceCopied') : copied === 'failed' ? t('shownOnceCopyFailed') : ''}</p>
      </div>
    </section>
  );
}

/** A modal question before an action that cannot be undone; the action runs on confirm. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // Opened on the harmless choice; closed, the keyboard is back where it was.
    const before = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    element?.showModal();
    cancel.current?.focus();
    return () => {
      if (element?.open) element.close();
      if (before?.isConnected) before.focus();
    };
  }, []);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog ref={dialog} aria-labelledby="confirm-title" onCancel={onClose}>
      <div class="stack">
        <h2 id="confirm-title">{title}</h2>
        <div>{children}</div>
        <div class="actions">
          <button type="button" class="danger" disabled={busy} onClick={() => void confirm()}>{confirmLabel}</button>
          <button type="button" class="secondary" ref={cancel} onClick={onClose}>{t('cancel')}</button>
        </div>
      </div>
    </dialog>
  );
}

/** What a confirmation asks: its title, its confirm button, what it says. */
export interface Question {
  title: string;
  confirm: string;
  text: ComponentChildren;
}

/**
 * A screen's confirmation dialog: `ask(question, work)` opens it; once confirmed, `work` runs as the
 * screen's `action` (its failure said in words by `describe`, under the screen's heading), then the
 * dialog closes whatever the outcome. `done` runs on success together with the closing: while the
 * modal dialog is open the rest of the page is inert, so a focus moved by `done` (to the notice)
 * must land once it is closed. `dialog` is where the screen shows it.
 */
export function useConfirm(action: Action): {
  ask: (question: Question, work: () => Promise<void>, options?: { done?: () => void; describe?: (failure: unknown) => string }) => void;
  dialog: ComponentChildren;
} {
  const [asked, setAsked] = useState<{ question: Question; run: () => Promise<void> } | undefined>();
  const close = () => setAsked(undefined);
  return {
    ask: (question, work, { done, describe } = {}) =>
      setAsked({
        question,
        run: () =>
          action.run(async () => {
            try {
              await work();
            } finally {
              close();
            }
            done?.();
          }, describe),
      }),
    dialog: asked && (
      <ConfirmDialog title={asked.question.title} confirmLabel={asked.question.confirm} onClose={close} onConfirm={asked.run}>
        {asked.question.text}
      </ConfirmDialog>
    ),
  };
}
