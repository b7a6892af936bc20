// Request shapes of the affiliation routes: read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { LABEL_PATTERN } from '../../../shared/affiliations/create-affiliation.js';
import { limitParam } from '../../../shared/http/validation.js';

export const createAffiliationBody = z
  .object({
    provider: z.string().max(60),
    environment: z.string().max(40),
    credentials: z.unknown().refine((value) => value !== undefined, 'is required'),
    label: z
      .string()
      .regex(LABEL_PATTERN, 'must be 1 to 40 lowercase letters, digits, - or _')
      .optional(),
  })
  .strict();

export const rotateCredentialsBody = z
  .object({ credentials: z.unknown().refine((value) => value !== undefined, 'is required') })
  .strict();

export const affiliationAuditQuery = z.object({ cursor: z.string().min(1).max(2048).optional(), limit: limitParam() }).strict();
