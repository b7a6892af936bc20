// Pieces the webhooks and API keys screens share: the organisation's list they manage (with the
// accounts it names, the screen's action and its notice) and its cards, the place where they add
// one more (a button that opens their form, then the new one's secret shown once with a copy
// button, kept only in the screen's memory, never in storage), a confirmation dialog for what
// cannot be undone (and the question a screen asks with it), and dates in the reader's language.
import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useAction, type Action } from './action.js';
import type { PaymentAccountSummary } from './api.js';
import { lang, LANGS, t } from './i18n/index.js';
import { useSignal } from './i18n/signal.js';
import { useAccountsOnceRead } from './load.js';
import { organisationId } from './session.js';
import { busyAttributes, describeError, useFocusOnShow } from './ui.js';

/** A list that `useManagedList` keeps: the chosen organisation, its items once read, its accounts, how to read it again, and the screen's action and notice. */
export interface ManagedList<T> {
  id: string | undefined;
  items: T | undefined;
  accounts: PaymentAccountSummary[];
  load: () => Promise<void>;
  /** Whether the member may see the list (nothing is read otherwise). */
  mayView: boolean;
  action: Action;
  notice: string;
  setNotice: (notice: string) => void;
}

/**
 * The chosen organisation's list a screen manages, read by `read` and again after each action
 * (`load`), with the organisation's accounts the member sees (names in the list, choices in the
 * forms), the screen's action (its failure in words, a failed read's too) and its notice (what the
 * last action did). On another organisation the list, the accounts, the failure, the notice and
 * what `forget` forgets of the screen are cleared first; the list is not read for a member who may
 * not see it (`mayView`).
 */
export function useManagedList<T>(read: (organisationId: string) => Promise<T>, { mayView, forget }: { mayView: boolean; forget?: () => void }): ManagedList<T> {
  const id = useSignal(organisationId);
  const [items, setItems] = useState<T | undefined>();
  const accounts = useAccountsOnceRead();
  const action = useAction();
  const [notice, setNotice] = useState('');
  const load = async () => {
    if (!id) return;
    try {
      setItems(await read(id));
    } catch (failure) {
      action.setError(describeError(failure));
    }
  };
  useEffect(() => {
    setItems(undefined);
    action.setError('');
    setNotice('');
    forget?.();
    if (!mayView || !id) return;
    void load();
  }, [id]);
  // The cards name their accounts: shown once the names are read too, not with ids that turn into names.
  return { id, items: accounts && items, accounts: accounts ?? [], load, mayView, action, notice, setNotice };
}

/**
 * The list's cards under their heading (`titleId`, `title`), or `none` when it is empty; while it
 * is read, a line that says so (nothing for a member who may not see it, or once the read failed).
 */
export function ManagedCards<T>({
  list,
  titleId,
  title,
  none,
  children,
}: {
  list: ManagedList<T[]>;
  titleId: string;
  title: string;
  none: string;
  children: (item: T) => ComponentChildren;
}) {
  const { id, items, mayView, action } = list;
  if (!items) return mayView && id && !action.error ? <p aria-busy="true">{t('loading')}</p> : null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {items.length === 0 && <p>{none}</p>}
      <ul class="cards">{items.map(children)}</ul>
    </section>
  );
}

/** What the form that creates one more (an API key, an endpoint) is given. */
export interface CreateFormProps<T> {
  organisationId: string;
  accounts: PaymentAccountSummary[];
  onCreated: (created: T) => void;
  onCancel: () => void;
}

/** What a secret shown once says: the heading that names what it belongs to, its field's label, the secret. */
export interface Secret {
  title: string;
  label: string;
  value: string;
}

/**
 * Where a screen adds one more to its list (an API key, a webhook endpoint), for a member who may
 * (`mayAdd`): a button that opens the form (`Form`), which, once it has created one, closes, hands
 * it to `onCreated` and has the list read again. What `secretOf` finds in the new one is then shown
 * once in place of the button, until the member is done with it or chooses another organisation.
 */
export function AddWithSecret<T>({
  list,
  mayAdd,
  addLabel,
  Form,
  secretOf,
  onCreated,
}: {
  list: Pick<ManagedList<unknown>, 'id' | 'accounts' | 'load'>;
  mayAdd: boolean;
  addLabel: string;
  Form: ComponentType<CreateFormProps<T>>;
  /** The secret to show once, in the page's language of the moment; none when the new one has none to show. */
  secretOf: (created: T) => Secret | undefined;
  onCreated?: (created: T) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<T | undefined>();
  // Once the member is done with the secret, or cancels the form, the focus goes to the button back in its place, not to the page's top.
  const [backToButton, setBackToButton] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!backToButton) return;
    addButton.current?.focus();
    setBackToButton(false);
  }, [backToButton]);
  // Another organisation's screen does not show this one's secret.
  useEffect(() => setCreated(undefined), [list.id]);
  const secret = created === undefined ? undefined : secretOf(created);
  const done = () => {
    setCreated(undefined);
    setBackToButton(true);
  };
  if (secret) return <ShownOnce {...secret} onDone={done} />;
  if (!mayAdd || !list.id) return null;
  if (!adding) return <p><button type="button" ref={addButton} onClick={() => setAdding(true)}>{addLabel}</button></p>;
  return (
    <Form
      organisationId={list.id}
      accounts={list.accounts}
      onCancel={() => {
        setAdding(false);
        setBackToButton(true);
      }}
      onCreated={(one) => {
        setAdding(false);
        setCreated(one);
        onCreated?.(one);
        void list.load();
      }}
    />
  );
}

/** The secret in a read-only field with a copy button; `onDone` forgets it. */
export function ShownOnce({ title, label, value, onDone }: Secret & { onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  useFocusOnShow(heading, []);

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
  // Confirmed: busy while `onConfirm` runs (its callers say its failure), a second press meanwhile ignored.
  const { busy, press } = useAction();
  useEffect(() => {
    // Opened on the harmless choice; closed, the keyboard is back where it was.
    const before = document.activeElement as HTMLElement | null;
    const element = dialog.current;
    element?.showModal();
    cancel.current?.focus();
    return () => {
      if (element?.open) element.close();
      if (before?.isConnected) before.focus();
      // A password dialog asked over this one may close after it, and give the focus back into this one, gone by
      // then: once this task is over, a focus fallen to the page goes back to the opener (not one moved elsewhere).
      setTimeout(() => {
        const now = document.activeElement;
        if (before?.isConnected && (!now || now === document.body)) before.focus();
      }, 0);
    };
  }, []);
  return (
    <dialog ref={dialog} aria-labelledby="confirm-title" onCancel={onClose}>
      <div class="stack">
        <h2 id="confirm-title">{title}</h2>
        <div>{children}</div>
        <div class="actions">
          <button type="button" class="danger" {...busyAttributes(busy)} onClick={press(onConfirm)}>{confirmLabel}</button>
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
