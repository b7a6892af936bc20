// Text a person types, as every request schema accepts it, and a refused parse told field by
// field: pure zod, shared by the HTTP layer (shared/http/validation.ts) and the use cases that
// define request shapes of their own (shared/organisations/profile-fields.ts).
import * as z from 'zod';

/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text a person can have typed: no unpaired UTF-16 surrogate, no control character but tab and line breaks. */
export const isHumanText = (value: string) => !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);

export const HUMAN_TEXT_MESSAGE = 'must be text without control characters or unpaired surrogates';

/**
 * Every text input a person writes (names, titles, descriptions, reasons, payer details):
 * a string that can be stored, shown and sent on as UTF-8 unchanged. Chain the field's own
 * rules after it (`text().trim().min(1).max(100)`).
 */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isHumanText, HUMAN_TEXT_MESSAGE);

/** The failing fields of a parse, as a 400 `validation_failed` names them. */
export function fieldErrors(error: z.ZodError): Array<{ field: string; message: string }> {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    // Unknown fields are refused (as Stripe refuses unknown parameters): each is named where it is.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...path, key].join('.'), message: 'unknown field' }));
    }
    return [{ field: path.join('.'), message: issue.message }];
  });
}
