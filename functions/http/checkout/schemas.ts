// Request shapes of the checkout routes: read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { LOCALES } from '../../../shared/domain/locale.js';
import { text } from '../../../shared/api-schemas/text.js';

/** GET /checkout/{reference}: which view the page wants. */
export const viewQuery = z.object({ view: z.enum(['payment', 'result', 'attempt']).default('payment') }).strict();

// What the payer types goes through the rule of every human text (docs/api-decisions.md, "Human text").
const payerText = (max: number) => text().trim().min(1).max(max);
export const openAttemptBody = z
  .object({
    provider: z.enum(PROVIDER_CODES),
    language: z.enum(LOCALES).optional(),
    // Asked by the checkout when the payment wants the payer's details (v2 `checkoutForm`).
    payer: z
      .object({ firstName: payerText(100), lastName: payerText(100), email: text().trim().email().max(254), phone: payerText(32) })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
