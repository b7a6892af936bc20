// Every key format of the single table, in one place. Items of one organisation share its
// partition where they are listed together; entities read on their own have their own.
// docs/data-model.md lists the access patterns these keys serve.
import { createHash } from 'node:crypto';

export const keys = {
  platform: {
    secret: (name: string) => ({ PK: 'PLATFORM', SK: `SECRET#${name}` }),
  },
  user: {
    item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'USER' }),
    /** Uniqueness of an email: one item per lowercase address, pointing at the user. */
    email: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
    /** GSI1: the organisations a user belongs to. */
    memberships: (userId: string) => `USER#${userId}#ORGS`,
    /** GSI1: the sessions of a user (ended all at once on a password reset). */
    sessions: (userId: string) => `USER#${userId}#SESSIONS`,
  },
  session: {
    item: (tokenHash: string) => ({ PK: `SESSION#${tokenHash}`, SK: 'SESSION' }),
  },
  /** Single-use tokens (password reset, invitation), stored by hash. */
  token: {
    item: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  },
  organisation: {
    item: (organisationId: string) => ({ PK: `ORG#${organisationId}`, SK: 'ORG' }),
    partition: (organisationId: string) => `ORG#${organisationId}`,
    /** GSI1: every organisation, newest first (admin list). */
    all: () => 'ORGS',
    /** Its GSI1 sort key: creation time, then id. */
    created: (record: { createdAt: string; id: string }) => `${record.createdAt}#${record.id}`,
    member: (organisationId: string, userId: string) => ({ PK: `ORG#${organisationId}`, SK: `MEMBER#${userId}` }),
    /** Sort-key prefixes of the items listed together in the organisation's partition. */
    memberPrefix: 'MEMBER#',
    rolePrefix: 'ROLE#',
    invitationPrefix: 'INVITATION#',
    /** GSI1SK of a membership, under the user's `memberships` partition. */
    membershipOf: (organisationId: string) => `ORG#${organisationId}`,
    role: (organisationId: string, roleId: string) => ({ PK: `ORG#${organisationId}`, SK: `ROLE#${roleId}` }),
    invitation: (organisationId: string, invitationId: string) => ({
      PK: `ORG#${organisationId}`,
      SK: `INVITATION#${invitationId}`,
    }),
    transfer: (organisationId: string, transferId: string) => ({
      PK: `ORG#${organisationId}`,
      SK: `TRANSFER#${transferId}`,
    }),
    /** At most one pending ownership transfer per organisation. */
    pendingTransfer: (organisationId: string) => ({ PK: `ORG#${organisationId}`, SK: 'TRANSFER_PENDING' }),
    roleName: (organisationId: string, name: string) => ({ PK: `ORG#${organisationId}`, SK: `ROLE_NAME#${name.toLowerCase()}` }), // a custom role name, unique per organisation
    /** The organisation whose v2 keys on the previous platform carry this id (relayed v2 calls). */
    previousV2Id: (previousOrganisationId: string) => ({ PK: `V2ORG#${previousOrganisationId}`, SK: 'V2ORG' }),
    /** A wallet id of the previous platform (24 hex), claimed by one organisation for one of its accounts. */
    legacyWallet: (walletId: string) => ({ PK: `V2WALLET#${walletId}`, SK: 'V2WALLET' }),
    /** GSI1: the previous platform's wallet ids an organisation claimed. */
    legacyWallets: (organisationId: string) => `ORG#${organisationId}#V2WALLETS`,
  },
  file: {
    /** Documents of an organisation, in its partition (listed together, read by id). */
    item: (organisationId: string, fileId: string) => ({ PK: `ORG#${organisationId}`, SK: `FILE#${fileId}` }),
    prefix: 'FILE#',
    /** The S3 object key of a file's content. */
    object: (organisationId: string, fileId: string) => `organisations/${organisationId}/files/${fileId}`,
  },
  apiKey: {
    /** Looked up by its public prefix (v3) or by its lookup id (v2). */
    item: (lookupId: string) => ({ PK: `APIKEY#${lookupId}`, SK: 'APIKEY' }),
    /** GSI1: the keys of an organisation, newest first. */
    byOrganisation: (organisationId: string) => `ORG#${organisationId}#APIKEYS`,
  },
  rateLimit: {
    counter: (bucket: string, window: string) => ({ PK: `RATE#${bucket}`, SK: `WINDOW#${window}` }),
  },
  outbox: {
    event: (id: string) => ({ PK: `OUTBOX#${id}`, SK: 'OUTBOX' }),
    /** GSI1: events of one status, in one of the outbox's shards (`outboxShardOf(id)`). */
    byStatus: (status: string, shard: number) => `OUTBOX#${status}#${shard}`,
    /** The name of one status's list (admin cursors are bound to it); pending events written before the sharding wait there. */
    byStatusList: (status: string) => `OUTBOX#${status}`,
    /** GSI2: every event, in one of the outbox's shards. */
    all: (shard: number) => `OUTBOX#${shard}`,
    /** The name of the list of every event (admin cursors are bound to it). */
    allList: () => 'OUTBOX',
  },
  webhook: {
    /** Endpoints of an organisation, in its partition (listed together for fan-out). */
    endpoint: (organisationId: string, endpointId: string) => ({ PK: `ORG#${organisationId}`, SK: `WEBHOOK_ENDPOINT#${endpointId}` }),
    delivery: (deliveryId: string) => ({ PK: `WHDELIVERY#${deliveryId}`, SK: 'DELIVERY' }),
    /** Tries of a delivery, beside it: `TRY#A#<nn>` (automatic, claimed by number) and `TRY#M#<nnnn>` (manual). */
    try: (deliveryId: string, trySk: string) => ({ PK: `WHDELIVERY#${deliveryId}`, SK: trySk }),
    /**
     * GSI1 (all) and GSI2 (one status): deliveries of an endpoint, newest first (`<createdAt>#<id>`),
     * written over shards (`#<shard>`, from the delivery id) so that a busy endpoint's writes spread over
     * partitions; a list reads every shard and merges. Its cursors are bound to the unsharded names.
     */
    endpointDeliveries: (endpointId: string, shard: number) => `WHEP#${endpointId}#DELIVERIES#${shard}`,
    endpointDeliveriesList: (endpointId: string) => `WHEP#${endpointId}#DELIVERIES`,
    endpointDeliveriesByStatus: (endpointId: string, status: string, shard: number) => `WHEP#${endpointId}#DELIVERIES#${status}#${shard}`,
    endpointDeliveriesByStatusList: (endpointId: string, status: string) => `WHEP#${endpointId}#DELIVERIES#${status}`,
    /**
     * GSI1 of an active endpoint whose tries have all failed since `failingSince` (a sparse list,
     * written only when an endpoint starts or stops failing), oldest streak first: the health
     * sweep warns and disables from it.
     */
    failingEndpoints: () => 'WHEP#FAILING',
    failingEndpointOrder: (failingSince: string, organisationId: string, endpointId: string) => `${failingSince}#${organisationId}#${endpointId}`,
    /** One item per endpoint and hour (`HOUR#<yyyy-mm-ddThh>`): tries delivered and failed, the last failure. */
    health: (endpointId: string, hour: string) => ({ PK: `WHEP#${endpointId}#HEALTH`, SK: `HOUR#${hour}` }),
    healthPartition: (endpointId: string) => `WHEP#${endpointId}#HEALTH`,
    /** GSI3: deliveries and tries of a payment, oldest first (payment timeline). */
    paymentDeliveries: (paymentId: string) => `WHPAY#${paymentId}#DELIVERIES`,
    paymentTries: (paymentId: string) => `WHPAY#${paymentId}#TRIES`,
  },
  audit: {
    /** Audit entries of an organisation (or of the platform), newest first. */
    partition: (organisationId: string | null) => (organisationId ? `ORG#${organisationId}#AUDIT` : 'PLATFORM#AUDIT'),
    entry: (organisationId: string | null, sortableId: string) => ({
      PK: organisationId ? `ORG#${organisationId}#AUDIT` : 'PLATFORM#AUDIT',
      SK: `AUDIT#${sortableId}`,
    }),
    /** GSI1: the audit entries about one target (an affiliation, a user...), newest first. */
    byTarget: (targetType: string, targetId: string) => `AUDIT#${targetType}#${targetId}`,
  },
  account: {
    item: (organisationId: string, accountId: string) => ({ PK: `ORG#${organisationId}`, SK: `ACCOUNT#${accountId}` }),
    prefix: 'ACCOUNT#',
    slug: (organisationId: string, slug: string) => ({ PK: `ORG#${organisationId}`, SK: `ACCOUNT_SLUG#${slug}` }),
    defaultPointer: (organisationId: string) => ({ PK: `ORG#${organisationId}`, SK: 'ACCOUNT_DEFAULT' }),
  },
  affiliation: {
    item: (organisationId: string, affiliationId: string) => ({ PK: `ORG#${organisationId}`, SK: `AFFILIATION#${affiliationId}` }),
    /**
     * Affiliation items start with this prefix; sub-items an affiliation may keep beside it
     * (`AFFILIATION#<id>#...`) share it but are not affiliations (`idOf` is undefined for them).
     */
    prefix: 'AFFILIATION#',
    idOf: (sk: string) => /^AFFILIATION#([^#]+)$/.exec(sk)?.[1],
    /** Uniqueness of a label per organisation and provider. */
    label: (organisationId: string, provider: string, label: string) => ({
      PK: `ORG#${organisationId}`,
      SK: `AFFILIATION_LABEL#${provider}#${label}`,
    }),
    /** GSI1: every affiliation of the platform, newest first (admin console). */
    all: () => 'AFFILIATIONS',
    /** GSI2: the affiliations of one organisation, newest first (admin console filter). */
    byOrganisation: (organisationId: string) => `ORG#${organisationId}#AFFILIATIONS`,
    /** Sort key of both indexes: creation time, then id. */
    created: (record: { createdAt: string; id: string }) => `${record.createdAt}#${record.id}`,
  },
  payment: {
    partition: (reference: string) => `PAY#${reference}`,
    payment: (reference: string) => ({ PK: `PAY#${reference}`, SK: 'PAYMENT' }),
    attempt: (reference: string, attemptId: string) => ({ PK: `PAY#${reference}`, SK: `ATTEMPT#${attemptId}` }),
    /** attemptId → reference, for callbacks that name only the attempt. */
    attemptPointer: (attemptId: string) => ({ PK: `ATTEMPT#${attemptId}`, SK: 'ATTEMPT' }),
    timelineItem: (reference: string, seq: string) => ({ PK: `PAY#${reference}`, SK: `TL#${seq}` }),
    /**
     * GSI1: the payments of an organisation, newest first (`GSI1SK = <createdAt>#<reference>`), written
     * over shards (`#<shard>`, from the reference) so that one merchant's writes spread over partitions;
     * a list reads every shard and merges. Its cursors are bound to the unsharded name (`organisationList`).
     */
    byOrganisation: (organisationId: string, shard: number) => `ORG#${organisationId}#PAYMENTS#${shard}`,
    organisationList: (organisationId: string) => `ORG#${organisationId}#PAYMENTS`,
    /** GSI2: the payments of one payment account, newest first, sharded the same way. */
    byAccount: (organisationId: string, accountId: string, shard: number) => `ORG#${organisationId}#ACCOUNT#${accountId}#PAYMENTS#${shard}`,
    accountList: (organisationId: string, accountId: string) => `ORG#${organisationId}#ACCOUNT#${accountId}#PAYMENTS`,
    /** GSI3 (sparse, pending payments only): `GSI3SK = <expiresAt>#<reference>`. */
    expiryShard: (shard: number) => `PAYMENT_EXPIRY#${shard}`,
    /** GSI2 (sparse, open attempts only): `GSI2SK = <nextCheckAt>#<attemptId>`. */
    checksShard: (shard: number) => `ATTEMPT_CHECKS#${shard}`,
  },
  /** Exports of an organisation's payments (issue 29), in its partition. */
  paymentExport: {
    item: (organisationId: string, exportId: string) => ({ PK: `ORG#${organisationId}`, SK: `EXPORT#${exportId}` }),
    /** The exports of an organisation not yet finished (a string set of ids): the concurrency limit's one item. */
    running: (organisationId: string) => ({ PK: `ORG#${organisationId}`, SK: 'EXPORTS_RUNNING' }),
  },
  refund: {
    /** A refund, in its payment's partition (a payment's refunds are read with a consistent query). */
    item: (reference: string, refundId: string) => ({ PK: `PAY#${reference}`, SK: `REFUND#${refundId}` }),
    prefix: 'REFUND#',
    /** refundId → its payment's reference (GET /refunds/{refundId} names the refund only). */
    pointer: (refundId: string) => ({ PK: `REFUND#${refundId}`, SK: 'REFUND' }),
    /** GSI1: the refunds of an organisation, newest first (`GSI1SK = <createdAt>#<id>`). */
    byOrganisation: (organisationId: string) => `ORG#${organisationId}#REFUNDS`,
    /** GSI3 (sparse, pending refunds only): `GSI3SK = <nextCheckAt>#<id>`, what the poller asks providers about. */
    checks: () => 'REFUND_CHECKS',
  },
  link: {
    /** A payment link, read by its public slug; the slug derives from the id (`slugOf`), so an id finds it too. */
    item: (slug: string) => ({ PK: `LINK#${slug}`, SK: 'LINK' }),
    /**
     * One of the counter items of a link without a cap (`<shard>` from the payment's reference): its
     * starts and successes are counted there, each in its own partition, and summed when the link is read.
     */
    countShard: (slug: string, shard: number) => ({ PK: `LINK#${slug}#COUNT#${shard}`, SK: 'COUNT' }),
    /** GSI1: the links of an organisation, newest first (`GSI1SK = <createdAt>#<id>`). */
    byOrganisation: (organisationId: string) => `ORG#${organisationId}#LINKS`,
    /** GSI2: the links of one payment account, newest first. */
    byAccount: (organisationId: string, accountId: string) => `ORG#${organisationId}#ACCOUNT#${accountId}#LINKS`,
  },
  event: {
    item: (eventId: string) => ({ PK: `EVENT#${eventId}`, SK: 'EVENT' }),
    /** GSI1: the events of one payment, oldest first. */
    byPayment: (reference: string) => `PAY#${reference}#EVENTS`,
  },
  idempotency: {
    item: (scope: string, key: string) => ({
      PK: `IDEMPOTENCY#${scope}#${createHash('sha256').update(key).digest('hex')}`,
      SK: 'IDEMPOTENCY',
    }),
  },
} as const;
