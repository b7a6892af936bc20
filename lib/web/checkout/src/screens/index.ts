// Which body the card shows for the current screen; the short waiting and failure screens are
// drawn here, the others in their own files.
import { resume, tryAgain } from '../flows/pay.js';
import { t, type MessageKey } from '../i18n/index.js';
import { state } from '../state.js';
import { h, icon, spinner, title, type Child } from '../view/h.js';
import { chooseBody } from './choice.js';
import { providerName, leaveLink } from './common.js';
import { linkClosedBody, linkFormBody } from './link.js';
import { qrBody } from './qr.js';
import { finalBody } from './result.js';

/** The failure codes a payer can act on; the others say nothing useful to them. */
const FAILURE_REASONS: Record<string, MessageKey> = {
  declined: 'reasonDeclined',
  insufficient_funds: 'reasonInsufficientFunds',
  card_expired: 'reasonCardExpired',
  limit_exceeded: 'reasonLimitExceeded',
  authentication_failed: 'reasonAuthentication',
  canceled_by_payer: 'reasonCanceled',
  session_expired: 'reasonSessionExpired',
  provider_unavailable: 'reasonProviderUnavailable',
};

export function screenBody(): Child[] {
  switch (state.screen.name) {
    case 'loading':
      return [h('p', { class: 'loading' }, t('loading'))];
    case 'choose':
      return chooseBody(state.screen.notice, state.screen.busy);
    case 'redirecting':
      return [
        h('div', { class: 'state' }, spinner(), title(t('redirecting', { provider: providerName(state.screen.provider) }))),
        h('p', {}, t('redirectingText')),
      ];
    case 'qr':
      return qrBody(state.screen.attempt);
    case 'pending': {
      const provider = providerName(state.screen.provider);
      return [
        h('div', { class: 'state state-pending' }, spinner(), title(t('pendingTitle'))),
        h(
          'p',
          { role: 'status' },
          state.screen.slow ? t('pendingText', { provider }) : provider ? t('checking', { provider }) : t('checkingGeneric'),
        ),
        state.screen.slow ? h('button', { type: 'button', class: 'secondary', onclick: () => void resume() }, t('checkNow')) : null,
        leaveLink(),
      ];
    }
    case 'attemptFailed':
      return [
        h('div', { class: 'state state-failed' }, icon('failed'), title(t('attemptFailedTitle'))),
        h('p', {}, t('attemptFailedText', { provider: providerName(state.screen.provider) })),
        state.screen.failureCode && FAILURE_REASONS[state.screen.failureCode] ? h('p', { class: 'reason' }, t(FAILURE_REASONS[state.screen.failureCode]!)) : null,
        h('button', { type: 'button', class: 'primary', onclick: () => void tryAgain() }, t('tryAgain')),
        leaveLink(),
      ];
    case 'final':
      return finalBody(state.screen.status, state.screen.alsoPaid);
    case 'notFound':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('notFoundTitle'))), h('p', {}, t('notFoundText'))];
    case 'error': {
      const retry = state.screen.retry;
      return [
        h('div', { class: 'state state-failed' }, icon('failed'), title(t('errorTitle'))),
        h('p', {}, t('errorText')),
        h('button', { type: 'button', class: 'primary', onclick: () => retry() }, t('retry')),
      ];
    }
    case 'link':
      return linkFormBody(state.screen.notice, state.screen.busy);
    case 'linkClosed':
      return linkClosedBody(state.screen.reason);
    case 'linkNotFound':
      return [h('div', { class: 'state state-failed' }, icon('failed'), title(t('linkNotFoundTitle'))), h('p', {}, t('linkNotFoundText'))];
  }
}
