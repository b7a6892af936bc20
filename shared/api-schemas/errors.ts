// Error bodies of the contract: v3 `{error, message}` (plus a code's own members, such as
// `fields` of `validation_failed`, `reason` of `credentials_rejected`, `providerErrorCode` of
// `provider_init_failed`), and v2's `{message, errors: [{msg, param, message}]}` and `{message, errors: [{message, msg}]}`.
import * as z from 'zod';

/** A v3 error body whose `error` is one of `codes`. */
export const errorBodyOf = (codes: readonly [string, ...string[]]) =>
  z.object({
    error: z.enum(codes),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    reason: z.string().optional(),
    providerErrorCode: z.string().nullable().optional(),
  });

// This service always sends both `message` and `errors` (docs/v2-compatibility.md, "Errors"); a
// relayed call's answer comes back as the previous platform gave it, so the document requires
// only what both give.
/** v2 400: one entry per invalid field (`param`), with `message` equal to `msg`; `message` sums them up. */
export const V2ValidationErrors = z.object({
  message: z.string().optional().describe('always sent by this service: the invalid fields, summed up'),
  errors: z.array(z.object({ msg: z.string(), param: z.string(), message: z.string().optional().describe('always sent by this service: equal to `msg`') })),
});
/** Every other v2 error: `message`, and the same in `errors[0]` (read by the previous platform's PHP SDK and plugins). */
export const V2Message = z.object({
  message: z.string(),
  errors: z
    .array(z.object({ message: z.string(), msg: z.string() }))
    .optional()
    .describe('always sent by this service: one entry whose `message` and `msg` repeat `message`'),
});
