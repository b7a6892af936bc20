// A merchant's webhook endpoint as the service keeps it (its signing secret sealed).
import type { Sealed } from '../sealed.js';

export type WebhookEndpointStatus = 'active' | 'disabled';

export interface WebhookEndpointRecord {
  id: string;
  organisationId: string;
  /** null: every payment account. */
  paymentAccountId: string | null;
  url: string;
  /** `new URL(url).origin`: per-payment webhook URLs are signed by the endpoints of their origin. */
  origin: string;
  description: string | null;
  /** Empty: every event type. */
  events: string[];
  secretHint: string;
  sealedSecret: Sealed;
  status: WebhookEndpointStatus;
  disabledAt: string | null;
  createdAt: string;
  updatedAt: string;
}
