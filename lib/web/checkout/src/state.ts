// The page's state: which screen is shown, the payment or link it is about, what the payer chose.
import type { AttemptView, LinkView, PaymentStatus, PaymentView } from './api.js';
import type { MessageKey, Vars } from './i18n/index.js';
import type { LinkField } from './payer/fields.js';

export type Notice = { key: MessageKey; vars?: Vars };

export type Screen =
  | { name: 'loading' }
  | { name: 'choose'; notice?: Notice; busy?: string }
  | { name: 'redirecting'; provider: string }
  | { name: 'qr'; attempt: AttemptView }
  /** Back from a provider, the attempt not settled yet; `slow` once it has taken a while. */
  | { name: 'pending'; provider: string; slow: boolean }
  | { name: 'attemptFailed'; provider: string; failureCode: string | null }
  /** `alsoPaid`: the attempt the payer followed was paid too, after another one had paid the payment. */
  | { name: 'final'; status: Exclude<PaymentStatus, 'pending'>; alsoPaid?: string }
  | { name: 'notFound' }
  | { name: 'error'; retry: () => void }
  /** A payment link's form; `busy` while its payment is being started. */
  | { name: 'link'; notice?: Notice; busy?: boolean }
  | { name: 'linkClosed'; reason: 'disabled' | 'expired' | 'completed' | 'inactive' }
  | { name: 'linkNotFound' };

/** What the page holds while the payer is on it; each flow and screen reads and updates it here. */
export const state: {
  payment: PaymentView | undefined;
  link: LinkView | undefined;
  /** The provider the payer picked. */
  selected: string | undefined;
  screen: Screen;
  /** Bumped whenever the screen changes: a poll or timer of an older screen then stops. */
  generation: number;
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The message under each field in error; the amount's bounds are formatted when drawn. */
  linkErrors: Partial<Record<LinkField, MessageKey>>;
} = { payment: undefined, link: undefined, selected: undefined, screen: { name: 'loading' }, generation: 0, expiryTimer: undefined, linkErrors: {} };
