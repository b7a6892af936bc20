// The timeline's `checkout.opened` items, read from what the payment keeps. Opens made at once
// reach the table in any order, so the kept times are not in the order they were appended, and
// the latest open's time may be earlier than a kept one: the items still read in time order,
// numbered in that order, the latest last.
import { expect, it } from 'vitest';
import { checkoutOpenItems } from '../../../shared/payments/checkout-opens.js';
import type { PaymentRecord } from '../../../shared/domain/records/payment.js';

const at = (second: number) => `2026-11-23T10:00:${String(second).padStart(2, '0')}.000Z`;

function payment(fields: Partial<PaymentRecord>): PaymentRecord {
  return { reference: 'a1b2c3d4e5f6a1b2c3d4e5f6', status: 'pending', completedAt: null, ...fields } as PaymentRecord;
}

it('numbers the kept opens by their time and shows the latest after every kept one', () => {
  const items = checkoutOpenItems(
    payment({ checkoutOpenTimes: [at(3), at(1), at(9), at(2)], checkoutOpensCount: 7, lastOpenedAt: at(5) }),
  );
  const bySeq = [...items].sort((a, b) => (a.seq < b.seq ? -1 : 1));
  expect(bySeq.map((item) => item.details.openNumber)).toEqual([1, 2, 3, 4, 7]);
  expect(bySeq.map((item) => item.occurredAt)).toEqual([at(1), at(2), at(3), at(9), at(9)]);
  expect(bySeq.at(-1)!.details).toMatchObject({ openNumber: 7, opensNotShown: 2 });
});

it('keeps the latest open at its own time when it is the last', () => {
  const items = checkoutOpenItems(payment({ checkoutOpenTimes: [at(1), at(2)], checkoutOpensCount: 3, lastOpenedAt: at(8) }));
  expect(items.map((item) => [item.details.openNumber, item.occurredAt])).toEqual([
    [1, at(1)],
    [2, at(2)],
    [3, at(8)],
  ]);
});
