// Settings of the v2 compatibility API, read once from the environment (defaults are the
// documented values; tests shorten the relay time-out and lower the rate limit).
import * as z from 'zod';
import { environmentSettings } from '../config/env.js';

const schema = z.object({
  /**
   * The previous platform's base URL: v2 calls of organisations not yet migrated are relayed
   * there (same method, path, query, body and x-api-key). Unset: nothing is relayed; such
   * calls answer 502.
   */
  V2_RELAY_BASE_URL: z.string().url().optional(),
  /** The previous platform must answer a relayed call within this time, else 502. */
  V2_RELAY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Requests per minute per API key on the v2 routes (contract, Limits: 100). */
  V2_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
});

export type V2Settings = z.infer<typeof schema>;

const settings = environmentSettings(schema);

export const v2Settings: () => V2Settings = settings.read;

/** Tests that change these variables in-process call this between set-ups. */
export const resetV2Settings: () => void = settings.reset;
