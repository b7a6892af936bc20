// How one webhook try ended, in the contract's words.
export const WEBHOOK_OUTCOMES = [
  'delivered',
  'http_4xx',
  'http_5xx',
  'timeout',
  'connection_refused',
  'dns_error',
  'tls_error',
  'redirect_not_followed',
  'response_too_large',
  'invalid_url_or_blocked',
  'other',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
