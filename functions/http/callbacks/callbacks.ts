// GET|POST /callbacks/{provider}/{attemptId}: a provider's browser return (GET) or server
// callback (POST). Neither is trusted: each only makes the service ask the provider about
// the attempt (status call) and apply the answer. The browser goes on to the checkout's
// result page with `?attempt=`; a server callback is answered 200 once the check is done
// (a provider that cannot answer now is asked again by the poller). Rate limited in front of
// the API (WAF, lib/config/public-rate-rules.ts): per client address and per attempt.
import type { CallbackRequest } from '../../../shared/connectors/payment-connector.js';
import { isProviderCode } from '../../../shared/domain/payments.js';
import { notFound } from '../../../shared/domain/errors.js';
import { json, redirect, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { resultPageUrl } from '../../../shared/payments/checkout.js';
import { handleProviderCallback } from '../../../shared/payments/check-attempt.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';


async function handle(request: HttpRequest) {
  const { provider, attemptId: rawAttemptId } = request.params;
  if (!isProviderCode(provider) || !UUID.test(rawAttemptId ?? '')) throw notFound('attempt_not_found', 'Attempt');
  const attemptId = rawAttemptId!.toLowerCase();
  const callback: CallbackRequest = {
    method: request.method,
    query: Object.fromEntries(request.query),
    headers: request.headers,
    body: request.body ?? (request.rawBody.length ? request.rawBody.toString('utf8') : undefined),
  };
  return handleProviderCallback({ provider, attemptId, request: callback });
}

export const browserReturn: Action = async (request) => {
  const { reference, attemptId } = await handle(request);
  return redirect(resultPageUrl(reference, attemptId));
};

export const serverCallback: Action = async (request) => {
  await handle(request);
  return json(200, { received: true });
};
