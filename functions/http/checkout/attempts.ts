// POST /checkout/{reference}/attempts (open an attempt at a provider) and
// GET /checkout/{reference}/attempts/{attemptId} (the attempt with its status).
import { notFound } from '../../../shared/domain/errors.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { requireCheckoutPayment } from '../../../shared/payments/checkout.js';
import { openAttempt } from '../../../shared/payments/open-attempt.js';
import { toCheckoutAttempt } from '../../../shared/payments/payment-view.js';
import { getAttempt } from '../../../shared/payments/payment-reads.js';
import { referenceOf } from './reference.js';
import { openAttemptBody } from './schemas.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';


export const openAttemptAction: Action = async (request) => {
  const reference = referenceOf(request);
  const { provider, language, payer } = parseBody(openAttemptBody, request);
  const { attempt } = await openAttempt({ reference, provider, language, payer });
  return json(201, toCheckoutAttempt(attempt));
};

export const getAttemptView: Action = async (request) => {
  const reference = referenceOf(request);
  const payment = await requireCheckoutPayment(reference);
  const attemptId = request.params.attemptId ?? '';
  const attempt = UUID.test(attemptId) ? await getAttempt(reference, attemptId.toLowerCase()) : undefined;
  if (!attempt) throw notFound('attempt_not_found', 'Attempt');
  return json(200, toCheckoutAttempt(attempt, payment));
};
