// What the list and detail screens share: a value loaded from the API for the chosen
// organisation (loading, its error in words, reload), the organisation's payment accounts within
// the member's scope, the copy button's clipboard, dates in the page's language.
import { useEffect, useState } from 'preact/hooks';
import { api, type PaymentAccountSummary } from './api.js';
import { lang, LANGS } from './i18n/index.js';
import { useSignal } from './i18n/signal.js';
import { accountsInScope } from './permissions.js';
import { organisationId } from './session.js';
import { describeError } from './ui.js';

export interface Loaded<T> {
  data: T | undefined;
  /** The load's failure in words (a 403 says the role may not), or ''. */
  error: string;
  reload(): void;
  set(value: T): void;
}

/**
 * Loads `fetcher()` when the organisation or `deps` change; the last answer wins. The staff
 * console's screens work on no chosen organisation (`anyOrganisation`): they load at once.
 */
export function useLoad<T>(fetcher: () => Promise<T>, deps: unknown[], options: { anyOrganisation?: boolean } = {}): Loaded<T> {
  const chosen = useSignal(organisationId);
  const id = options.anyOrganisation ? 'console' : chosen;
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  // Another organisation or another query: the previous answer is not shown meanwhile.
  useEffect(() => setData(undefined), [id, ...deps]);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setError('');
    fetcher().then(
      (value) => live && setData(value),
      (failure: unknown) => {
        if (!live) return;
        setData(undefined);
        setError(describeError(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [id, round, ...deps]);
  return { data, error, reload: () => setRound((n) => n + 1), set: setData };
}

/**
 * The organisation's payment accounts the member works on (organisation detail, any member may read
 * it); `undefined` until read. A form that names the account of what it creates waits for them: sent
 * before, it would name none and land on the default account, outside a scoped member's accounts. A
 * list that names accounts waits for them too, rather than show ids that turn into names.
 */
export function useAccountsOnceRead(): PaymentAccountSummary[] | undefined {
  const id = useSignal(organisationId);
  const [accounts, setAccounts] = useState<PaymentAccountSummary[] | undefined>();
  useEffect(() => {
    if (!id) return;
    let live = true;
    setAccounts(undefined);
    api.organisation(id).then(
      (detail) => live && setAccounts(accountsInScope(detail.paymentAccounts)),
      () => live && setAccounts([]),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return accounts;
}

/** The accounts as a list to filter by: empty until read. */
export const useAccounts = (): PaymentAccountSummary[] => useAccountsOnceRead() ?? [];

/**
 * The account a new payment or link goes to: the one chosen, else the organisation's default when
 * the member works on it, else the member's first account (a member scoped to other accounts than
 * the default would be refused `account_out_of_scope` if none were named).
 */
export const chosenAccount = (accounts: PaymentAccountSummary[], chosen: string): string | undefined =>
  chosen || (accounts.find((a) => a.isDefault) ?? accounts[0])?.id;

/**
 * A date and time in the page's language, in Tunis time whatever the browser's zone: the overview's days, the
 * payer's receipt and every screen then tell the same time (a member abroad saw times an hour apart).
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(LANGS[lang.get()].locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(new Date(iso));
}

/** Copies `text`; false when the browser refuses (the screen then says to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A random Idempotency-Key for one form submission: a double click creates one resource. */
export const idempotencyKey = (): string => crypto.randomUUID();
