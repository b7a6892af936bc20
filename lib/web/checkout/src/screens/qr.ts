// A QR code provider's screen: the code to scan with its app, the payment code to type instead,
// and the wait for the payment.
import type { AttemptView } from '../api.js';
import { tryAgain } from '../flows/pay.js';
import { formatAmount, t } from '../i18n/index.js';
import { state } from '../state.js';
import { h, spinner, title, type Child } from '../view/h.js';
import { render } from '../view/render.js';
import { leaveLink, providerName } from './common.js';

type Encoder = typeof import('../qr-encoder.js');

/** The QR code encoder, loaded on the first QR code screen: most payers never see one. */
let encoder: Encoder | undefined;
let loading: Promise<Encoder> | undefined;
const loadEncoder = () => (loading ??= import('../qr-encoder.js').then((module) => (encoder = module)));

export function qrBody(attempt: AttemptView): Child[] {
  const p = state.payment!;
  const provider = providerName(attempt.provider);
  const amount = formatAmount(p.amount, p.currency);
  const qr = h('div', { class: 'qr' });
  if (encoder) {
    qr.innerHTML = encoder.renderSVG(attempt.qr?.content ?? '', { ecc: 'M', border: 2 });
    const svg = qr.firstElementChild;
    svg?.setAttribute('role', 'img');
    svg?.setAttribute('aria-label', t('qrImage', { amount }));
  } else {
    // Drawn again once the encoder has come, unless the payer has moved on meanwhile.
    const owner = state.generation;
    void loadEncoder().then(() => owner === state.generation && render(), () => undefined);
  }
  const code = attempt.qr?.codePay ?? '';
  return [
    title(t('qrTitle', { provider })),
    h('p', {}, t('qrInstructions', { provider })),
    h(
      'div',
      { class: 'qr-box' },
      qr,
      code
        ? h(
            'p',
            { class: 'code-pay' },
            h('span', { class: 'code-label' }, t('codePay')),
            ' ',
            // Read digit by digit, not as one large number.
            h('span', { class: 'code', dir: 'ltr' }, h('span', { 'aria-hidden': 'true' }, code), h('span', { class: 'sr-only' }, [...code].join(' '))),
          )
        : null,
    ),
    h('p', { class: 'waiting', role: 'status' }, spinner(), t('waiting')),
    h('button', { type: 'button', class: 'secondary', onclick: () => void tryAgain() }, t('otherMethod')),
    leaveLink(),
  ];
}
