// Who made a change on a payment's timeline: the actor of a timeline item.
import type { TimelineActorType } from './records/payment.js';

export interface Actor {
  type: TimelineActorType;
  id: string | null;
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null };
export const PAYER_ACTOR: Actor = { type: 'payer', id: null };
export const PROVIDER_ACTOR: Actor = { type: 'provider', id: null };
