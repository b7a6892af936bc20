// POST /payments/{reference}/send: emails the payer a pending payment's payUrl, in their language;
// limited per payment (429 rate_limited with Retry-After).
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { sendPaymentToPayer } from '../../../shared/payments/send-payment.js';
import { requirePaymentOf, sendPaymentBody, timelineActorOf } from './schemas.js';

export const sendPaymentAction: Action = async (request) => {
  const { channel } = parseBody(sendPaymentBody, request);
  const payment = await requirePaymentOf(request);
  return json(202, await sendPaymentToPayer({ payment, channel, ...timelineActorOf(request) }));
};
