// What several payment screens show: the way back to the merchant, a provider's name.
import { apiBase } from '../api.js';
import type { El } from '../dom.js';
import { t } from '../i18n/index.js';
import { PROVIDER_NAMES } from '../providers.js';
import { state } from '../state.js';
import { h } from '../view/h.js';

/** "Back to <merchant>" before the payment ends: to its fail page; the payment stays payable. */
export function leaveLink(): El | null {
  const p = state.payment;
  if (!p?.failUrl) return null;
  return h(
    'a',
    { class: 'leave', href: `${apiBase}/checkout/${encodeURIComponent(p.reference)}/return?outcome=back` },
    t('backToMerchant', { merchant: p.merchant.displayName }),
  );
}

export function providerName(code: string | null | undefined): string {
  if (!code) return '';
  return state.payment?.providers.find((p) => p.code === code)?.name ?? PROVIDER_NAMES[code] ?? code;
}
