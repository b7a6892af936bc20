// A JSON number kept as the text it was written with. JavaScript reads every JSON number as a
// double, which rounds integers past 2^53 (a 17-digit order number) and rewrites others (`12.50`
// becomes 12.5): where a caller's number must come back as sent, its text is kept instead, and
// written back into the JSON answer as a number.
import { randomBytes } from 'node:crypto';

/** A JSON number literal (RFC 8259, section 6). */
export const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Marks a number's text in serialised JSON until it is written back as a number; unguessable, so no string can pose as one. */
const MARK = `json-number-${randomBytes(12).toString('hex')}:`;
const MARKED = new RegExp(`"${MARK}([-+0-9.eE]+)"`, 'g');

export class JsonNumberText {
  constructor(readonly text: string) {
    if (!JSON_NUMBER.test(text)) throw new Error('not a JSON number');
  }

  /** Serialised as a marked string, which `stringifyJson` turns back into the number. */
  toJSON(): string {
    return `${MARK}${this.text}`;
  }
}

/** JSON.stringify, with each JsonNumberText written as the number it holds, as it was written. */
export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes(MARK) ? text.replace(MARKED, '$1') : text;
}
