// POST /api/v2/payments/init-payment: a v2 payment is an ordinary payment (channel `compat_v2`,
// or the shop plugin's), so that it shows in v3 lists, timelines, webhooks and the admin
// console like any other; what only v2 reads is kept beside it (`v2`).
//
// Primary course:
// 1. only TND is served (422 `{message}` for another currency);
// 2. the wallet is a payment account of the key's organisation, by its id or by a wallet id of
//    the previous platform mapped to it (422 when it is not), within the key's scope (403
//    `{message}` when it is not);
// 3. the requested methods name the providers offered (none routed: every routed provider);
// 4. the payment is created as POST /payments creates one (same collectability, routing and
//    single-transaction rules), its `webhook` kept for the v2 signal call;
// 5. the answer is `{payUrl, paymentRef}`.
import { isAppError, V2Refusal } from '../domain/errors.js';
import type { Payer } from '../domain/payments.js';
import { createPayment } from '../payments/create-payment.js';
import type { Actor } from '../domain/timeline.js';
import type { OrganisationRecord } from '../domain/records/organisation.js';
import type { PaymentChannel } from '../domain/records/payment.js';
import { providersOfMethods } from './methods.js';
import { UUID_PATTERN as UUID } from '../domain/uuid.js';
import { JsonNumberText } from '../domain/json-number.js';
import { isLegacyId } from '../domain/v2-legacy.js';
import { findLegacyWallet } from '../store/organisations-repository.js';

/** Minutes a v2 payment stays payable when the request gives no `lifespan` (the longest it may ask). */
export const DEFAULT_LIFESPAN_MINUTES = 60;


export interface InitV2PaymentInput {
  organisation: OrganisationRecord;
  /** Throws when the key may not collect on this account (its scope). */
  checkAccount?: (accountId: string) => void;
  actor: Actor;
  receiverWalletId: string;
  amount: number;
  token: string;
  description?: string;
  lifespan?: number;
  acceptedPaymentMethods?: string[];
  webhook?: string;
  silentWebhook: boolean;
  successUrl?: string;
  failUrl?: string;
  theme?: 'light' | 'dark';
  checkoutForm: boolean;
  /** Text, or a JSON number as the request wrote it (digits JavaScript's numbers would round). */
  orderId?: string | JsonNumberText;
  type: 'immediate' | 'partial';
  receiverPhoneNumber?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  email?: string;
  channel?: string;
}

/**
 * The payment account a `receiverWalletId` reaches for this organisation: a payment account's own
 * id, or a wallet id of the previous platform (24 hexadecimal characters) staff mapped to one of
 * its accounts (docs/v2-compatibility.md, "Legacy identifiers"). Undefined: no wallet of this
 * organisation (another organisation's legacy wallet included).
 */
export async function accountOfWallet(organisationId: string, receiverWalletId: string): Promise<string | undefined> {
  if (UUID.test(receiverWalletId)) return receiverWalletId.toLowerCase();
  if (!isLegacyId(receiverWalletId)) return undefined;
  const wallet = await findLegacyWallet(receiverWalletId);
  return wallet?.organisationId === organisationId ? wallet.paymentAccountId : undefined;
}

export async function initV2Payment(input: InitV2PaymentInput): Promise<{ payUrl: string; paymentRef: string }> {
  if (input.token.toUpperCase() !== 'TND') {
    throw new V2Refusal(`The currency ${input.token} is not served: only TND is.`);
  }
  const walletNotFound = () => new V2Refusal(`The wallet ${input.receiverWalletId} was not found.`);
  const paymentAccountId = await accountOfWallet(input.organisation.id, input.receiverWalletId);
  if (!paymentAccountId) throw walletNotFound();

  const payer: Payer = {
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.phoneNumber ? { phone: input.phoneNumber } : {}),
  };
  const orderIdText = input.orderId instanceof JsonNumberText ? input.orderId.text : (input.orderId ?? null);
  try {
    const payment = await createPayment({
      organisation: input.organisation,
      ...(input.checkAccount ? { checkAccount: input.checkAccount } : {}),
      paymentAccountId,
      amount: input.amount,
      currency: 'TND',
      description: input.description ?? null,
      orderId: orderIdText,
      payer,
      preferredProviders: providersOfMethods(input.acceptedPaymentMethods),
      successUrl: input.successUrl ?? null,
      failUrl: input.failUrl ?? null,
      v2Webhook: input.webhook ?? null,
      v2: {
        orderId: orderIdText,
        ...(input.orderId instanceof JsonNumberText ? { orderIdIsNumber: true } : {}),
        silentWebhook: input.silentWebhook,
        acceptedPaymentMethods: input.acceptedPaymentMethods ?? null,
        type: input.type,
        theme: input.theme ?? null,
        checkoutForm: input.checkoutForm,
        receiverPhoneNumber: input.receiverPhoneNumber ?? null,
        // As the integration sent it (a legacy wallet id, or the account's id): GET gives it back.
        receiverWalletId: input.receiverWalletId,
      },
      expiresInMinutes: input.lifespan ?? DEFAULT_LIFESPAN_MINUTES,
      channel: (input.channel as PaymentChannel | undefined) ?? 'compat_v2',
      actor: input.actor,
      source: 'merchant_api',
    });
    return { payUrl: payment.payUrl, paymentRef: payment.reference };
  } catch (error) {
    if (isAppError(error) && error.code === 'payment_account_not_found') throw walletNotFound();
    throw error;
  }
}
