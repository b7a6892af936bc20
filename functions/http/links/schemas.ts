// Request shape of the payer's start of a payment from a link: read by the action and by
// lib/openapi-operations.ts.
import * as z from 'zod';
import { text } from '../../../shared/api-schemas/text.js';

export const startLinkPaymentBody = z
  .object({
    amount: z.number().int('must be an integer number of millimes').positive().max(Number.MAX_SAFE_INTEGER).optional(),
    payer: z
      .object({
        firstName: text().max(100).optional(),
        lastName: text().max(100).optional(),
        email: text().email().max(254).optional(),
        phone: text().max(32).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
