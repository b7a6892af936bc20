// A succeeded payment's refunds on its detail: what was refunded and what is left, each refund
// (amount, state with the failure's reason, reason, who asked, when), and, for a member holding
// `payments.refund`, the Refund action: amount (prefilled with what is left, in dinars with
// millimes), reason and description, then a confirmation, then the outcome as the API said it
// (succeeded, failed with its reason, or pending at the provider), focused for screen readers.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api.js';
import { refundsApi, REFUND_REASONS, type Refund } from '../api/refunds.js';
import type { Payment } from '../api/payments.js';
import { useAction } from '../action.js';
import { plural, t } from '../i18n/index.js';
import { formatDateTime, idempotencyKey, useLoad } from '../load.js';
import { dinarsInput, formatDinars } from '../money.js';
import { can } from '../permissions.js';
import { withReauth } from '../reauth.js';
import { session } from '../session.js';
import { busyAttributes, closeOnEscape, describeError, FormError, useFocusOnShow } from '../ui.js';
import { Badge, codeText, DataTable } from '../widgets.js';
import { readAmount } from './payment-new.js';

/** Who asked for a refund: "you" for the signed-in member, else the kind of actor. */
export const requesterText = (by: Refund['requestedBy']): string =>
  by.type === 'merchant_user' && by.id && by.id === session.get()?.user.id ? t('refundByYou') : codeText('refundBy_', by.type);

/** A refund's state in words: its failure's reason when it failed (one box, so a phone's row keeps it beside its label). */
export function RefundState({ refund }: { refund: Refund }) {
  return (
    <span>
      <Badge kind="refund" value={refund.status} label={codeText('refundStatus_', refund.status)} />
      {refund.status === 'failed' && refund.failureCode && <span class="block muted">{codeText('refundFailure_', refund.failureCode)}</span>}
    </span>
  );
}

/** A refund's reason, and the merchant's description under it, isolated (it may be in another script). */
export function RefundReason({ refund }: { refund: Refund }) {
  return (
    <span>
      {codeText('refundReason_', refund.reason)}
      {refund.description && <bdi class="block muted" dir="auto">{refund.description}</bdi>}
    </span>
  );
}

/** The refund API's refusals in words, with the figures they carry. */
function describeRefundError(failure: unknown): string {
  if (failure instanceof ApiError) {
    if (failure.error === 'refund_exceeds_refundable' && typeof failure.body.refundable === 'number') {
      return failure.body.refundable === 0 ? t('error_refund_nothing_left') : t('error_refund_exceeds_refundable', { amount: formatDinars(failure.body.refundable) });
    }
    if (failure.error === 'provider_refund_failed' && typeof failure.body.providerErrorCode === 'string') {
      return t('error_provider_refund_failed', { code: failure.body.providerErrorCode });
    }
  }
  return describeError(failure);
}

/** The outcome of a refund just asked for, as the API answered it. */
function Outcome({ refund }: { refund: Refund }) {
  const box = useRef<HTMLDivElement>(null);
  // After the action, focus goes to what changed: this outcome, never the top of the page.
  useFocusOnShow(box, [refund.id]);
  const kind = refund.status === 'succeeded' ? 'ok' : refund.status === 'failed' ? 'blocked' : 'waiting';
  const amount = formatDinars(refund.amount);
  return (
    <div class={`status outcome ${kind}`} tabIndex={-1} ref={box} data-testid="refund-outcome" data-status={refund.status}>
      <p>
        {refund.status === 'succeeded'
          ? t('refundOutcomeSucceeded', { amount })
          : refund.status === 'failed'
            ? t('refundOutcomeFailed', { amount, reason: codeText('refundFailure_', refund.failureCode) })
            : t('refundOutcomePending', { amount })}
      </p>
    </div>
  );
}

interface Draft {
  amount: string;
  reason: Refund['reason'];
  description: string;
}

/** The Refund action: the form, then its confirmation with the amount read back, then the call. */
function RefundForm({ reference, left, onDone, onClose }: { reference: string; left: number; onDone: (refund: Refund) => void; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({ amount: dinarsInput(left), reason: 'requested_by_customer', description: '' });
  const [amountError, setAmountError] = useState('');
  // The amount read, once the form is checked: the confirmation step.
  const [confirming, setConfirming] = useState<{ millimes: number; key: string } | null>(null);
  const action = useAction();
  const confirmStep = useRef<HTMLDivElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  // The confirmation takes the focus as a whole, read out, never on its Confirm button: a second press meant for
  // Continue (a double click, Enter held) must not refund. The amount is prefilled with what is left: selected when
  // the form opens, so that typing replaces it.
  useEffect(() => {
    if (confirming) confirmStep.current?.focus();
    else amountInput.current?.select();
  }, [confirming]);
  // A refused amount: said under the field, and the focus on the field to correct it.
  const refuse = (error: string) => {
    setAmountError(error);
    amountInput.current?.focus();
  };

  const check = (event: Event) => {
    event.preventDefault();
    const read = readAmount(draft.amount);
    if (read.millimes === undefined) return refuse(read.error);
    if (read.millimes > left) return refuse(t('refundAmountTooHigh', { amount: formatDinars(left) }));
    setAmountError('');
    action.setError('');
    // One key per confirmation: a second click on Confirm replays the same refund, never a second one.
    setConfirming({ millimes: read.millimes, key: idempotencyKey() });
  };
  const confirm = action.press(async () => {
    if (!confirming) return;
    const description = draft.description.trim();
    const refund = await withReauth(() =>
      refundsApi.create(reference, { amount: confirming.millimes, reason: draft.reason, description: description || null }, confirming.key),
    );
    onDone(refund);
  }, describeRefundError);

  // Back to the form (Change, or Escape), unless the refund is being sent.
  const change = () => action.busy || setConfirming(null);

  if (confirming) {
    return (
      <div
        class="stack box"
        role="group"
        aria-labelledby="refund-confirm-title"
        aria-describedby="refund-confirm-text"
        data-testid="refund-confirm"
        tabIndex={-1}
        ref={confirmStep}
        onKeyDown={closeOnEscape(change)}
      >
        <h3 id="refund-confirm-title">{t('refundConfirmTitle')}</h3>
        <p id="refund-confirm-text">{t('refundConfirmText', { amount: formatDinars(confirming.millimes), reason: t(`refundReason_${draft.reason}`) })}</p>
        {draft.description.trim() && (
          <p>
            {t('refundDescription')} <bdi dir="auto">{draft.description.trim()}</bdi>
          </p>
        )}
        <FormError message={action.error} />
        <div class="actions">
          <button type="button" class="danger" {...busyAttributes(action.busy)} onClick={confirm}>
            {action.busy ? t('refundSending') : t('refundConfirm')}
          </button>
          <button type="button" class="secondary" {...busyAttributes(action.busy)} onClick={change}>
            {t('refundChange')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form class="stack box" onSubmit={check} aria-labelledby="refund-title" noValidate>
      <h3 id="refund-title">{t('refundTitle')}</h3>
      <p>{t('refundIntro', { amount: formatDinars(left) })}</p>
      <label>
        {t('refundAmount')}
        <input
          ref={amountInput}
          inputMode="decimal"
          dir="ltr"
          value={draft.amount}
          aria-invalid={amountError ? 'true' : undefined}
          aria-describedby="refund-amount-hint"
          onInput={(e) => {
            setDraft({ ...draft, amount: e.currentTarget.value });
            setAmountError('');
          }}
        />
      </label>
      <p id="refund-amount-hint" class="muted">{amountError ? <span class="error-text">{amountError}</span> : t('amountHint')}</p>
      <label>
        {t('refundReason')}
        <select value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.currentTarget.value as Refund['reason'] })}>
          {REFUND_REASONS.map((reason) => (
            <option key={reason} value={reason}>{t(`refundReason_${reason}`)}</option>
          ))}
        </select>
      </label>
      <label>
        {t('refundDescriptionInput')}
        <textarea maxLength={280} rows={2} dir="auto" value={draft.description} onInput={(e) => setDraft({ ...draft, description: e.currentTarget.value })} />
      </label>
      <div class="actions">
        <button type="submit">{t('refundContinue')}</button>
        <button type="button" class="secondary" onClick={onClose}>{t('refundKeep')}</button>
      </div>
    </form>
  );
}

function RefundsTable({ refunds }: { refunds: Refund[] }) {
  return (
    <DataTable
      testId="payment-refunds"
      caption={plural('refundsCount', refunds.length)}
      rows={refunds}
      rowKey={(r) => r.id}
      attributes={(r) => ({ 'data-refund': r.id, 'data-status': r.status })}
      columns={[
        {
          label: t('refundColCreated'),
          cell: (r) => (
            <span>
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
              {r.completedAt && r.status !== 'pending' && <span class="block muted">{t('refundCompletedAt', { at: formatDateTime(r.completedAt) })}</span>}
            </span>
          ),
        },
        { label: t('refundColAmount'), amount: true, cell: (r) => formatDinars(r.amount) },
        { label: t('refundColStatus'), cell: (r) => <RefundState refund={r} /> },
        { label: t('refundColReason'), cell: (r) => <RefundReason refund={r} /> },
        { label: t('refundColBy'), cell: (r) => requesterText(r.requestedBy) },
      ]}
    />
  );
}

/**
 * The payment's refunds section. `onChanged` reloads the payment (its `amountRefunded` and
 * timeline) after a refund.
 */
export function PaymentRefunds({ payment, onChanged }: { payment: Payment; onChanged: () => void }) {
  const refunds = useLoad(() => refundsApi.ofPayment(payment.reference), [payment.reference]);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Refund | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const items = refunds.data?.items ?? [];
  // What is left: the amount paid minus what succeeded refunds gave back and pending ones claim, of
  // the sale only (a refund of a late duplicate success gives back another attempt's money).
  const pending = items.filter((r) => r.status === 'pending' && r.attemptId === payment.succeededAttemptId).reduce((sum, r) => sum + r.amount, 0);
  const left = Math.max(0, payment.amount - payment.amountRefunded - pending);
  const mayRefund = payment.status === 'succeeded' && can('payments.refund');

  return (
    <section aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t('refundsSection')}</h2>
      <dl class="facts" data-testid="refund-totals">
        <div>
          <dt>{t('refundTotal')}</dt>
          <dd><span class="amount" data-testid="amount-refunded">{formatDinars(payment.amountRefunded)}</span></dd>
        </div>
        {refunds.data && (
          <div>
            <dt>{t('refundLeft')}</dt>
            <dd><span class="amount" data-testid="amount-left">{formatDinars(left)}</span></dd>
          </div>
        )}
        {payment.result?.refundedAt && (
          <div>
            <dt>{t('refundFullyAt')}</dt>
            <dd>{formatDateTime(payment.result.refundedAt)}</dd>
          </div>
        )}
      </dl>
      {outcome && <Outcome refund={outcome} />}
      {mayRefund && refunds.data && left > 0 && !open && (
        <p class="actions">
          <button
            type="button"
            ref={openButton}
            onClick={() => {
              setOutcome(null);
              setOpen(true);
            }}
          >
            {t('refundAction')}
          </button>
        </p>
      )}
      {mayRefund && open && (
        <RefundForm
          reference={payment.reference}
          left={left}
          onClose={() => {
            setOpen(false);
            // Back to the button that opened the form.
            setTimeout(() => openButton.current?.focus());
          }}
          onDone={(refund) => {
            setOpen(false);
            setOutcome(refund);
            refunds.reload();
            onChanged();
          }}
        />
      )}
      <FormError message={refunds.error} />
      {refunds.data && items.length === 0 && <p class="muted">{t('refundsNone')}</p>}
      {items.length > 0 && <RefundsTable refunds={items} />}
    </section>
  );
}
