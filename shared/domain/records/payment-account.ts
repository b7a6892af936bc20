// A payment account (a collection point) and its routes as the service keeps them.
export const PAYMENT_ACCOUNT_STATUSES = ['active', 'paused', 'archived'] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];

export interface RouteRecord {
  provider: string;
  affiliationId: string;
  /**
   * The routed affiliation's status, kept on the account so that collecting (payment creation,
   * the checkout) reads one item: written with the routing, and by every affiliation change of
   * status in the same transaction. Absent on routes written before it existed.
   */
  affiliationStatus?: string;
}

export interface PaymentAccountRecord {
  id: string;
  organisationId: string;
  name: string;
  slug: string;
  displayName: string | null;
  logoFileId: string | null;
  themeColor: string | null;
  successUrl: string | null;
  failUrl: string | null;
  status: PaymentAccountStatus;
  archivedAt: string | null;
  routes: RouteRecord[];
  /**
   * The merchant's choice: money collected by an attempt after its payment ended (or another
   * attempt succeeded) is refunded automatically where the provider can. Off by default.
   */
  refundLateSuccesses?: boolean;
  createdAt: string;
  updatedAt: string;
}
