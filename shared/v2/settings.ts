// Settings of the v2 compatibility API, read once from the environment (defaults are the
// documented values; tests shorten the relay time-out and lower the rate limit).
import * as z from 'zod';

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

let cached: V2Settings | undefined;

export function v2Settings(): V2Settings {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests that change these variables in-process call this between set-ups. */
export function resetV2Settings(): void {
  cached = undefined;
}
