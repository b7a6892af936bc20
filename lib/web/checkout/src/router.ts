// What the address asks for (address.ts): a payment's checkout, that payment back from a provider
// (the outcome of `?attempt=<id>`), or a payment link's page; start() shows it.
import { linkSlug, reference, REFERENCE, UUID } from './address.js';
import { page } from './dom.js';
import { alsoPaidBy, followAttempt, loadPayment, rememberAttempt, screenForPayment } from './flows/pay.js';
import { startLink } from './flows/link.js';
import { show } from './view/render.js';

export async function start(focus = false): Promise<void> {
  if (linkSlug !== undefined) return startLink(focus);
  if (!REFERENCE.test(reference)) {
    show({ name: 'notFound' }, { focus });
    return;
  }
  const attemptId = new URLSearchParams(page.location.search).get('attempt');
  if (attemptId && UUID.test(attemptId)) {
    // Back from a provider: only `payment` views count as checkout opens, so this reads the result view.
    // The outcome is what the payer came back for: the heading takes the focus, so it is read first.
    focus = true;
    const p = await loadPayment('result', focus);
    if (!p) return;
    if (p.status !== 'pending') {
      rememberAttempt(null);
      return show({ ...screenForPayment(p), ...(await alsoPaidBy(p, attemptId)) }, { focus });
    }
    show({ name: 'pending', provider: '', slow: false }, { focus });
    await followAttempt(attemptId);
    return;
  }
  let p = await loadPayment('payment', focus);
  // An ended payment: the result page shows what settled it (or what came after).
  if (p && p.status !== 'pending') p = await loadPayment('result', focus);
  if (p) show(screenForPayment(p), { focus });
}
