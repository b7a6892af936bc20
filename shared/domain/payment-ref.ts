// `payment_ref=<paymentRef>` appended to a merchant URL, as the previous platform did.
import { withQueryParam } from './query-param.js';

export const withPaymentRef = (url: string, reference: string): string => withQueryParam(url, 'payment_ref', reference);
