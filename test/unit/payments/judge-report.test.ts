// The settlement rule, alone: what a provider's report means for an attempt and its payment.
import { describe, expect, it } from 'vitest';
import type { AttemptStatus } from '../../../shared/domain/payments.js';
import { judgeReport } from '../../../shared/payments/settle-attempt.js';
import type { PaymentStatus } from '../../../shared/store/payments-repository.js';

const MAX = 10;
const payment = (status: PaymentStatus, attemptsCount = 1, openAttemptsCount = 1) => ({ status, attemptsCount, openAttemptsCount });
const attempt = (status: AttemptStatus) => ({ status, amount: 5_000 });
const report = (status: AttemptStatus, paidAmount: number | null = null) => ({ status, paidAmount });

describe('judgeReport', () => {
  it('settles a pending payment on a success', () => {
    expect(judgeReport(payment('pending'), attempt('redirected'), report('succeeded', 5_000), MAX)).toEqual({
      kind: 'success',
      paymentSucceeds: true,
      amountMismatch: false,
    });
  });

  it.each(['succeeded', 'canceled', 'expired', 'failed'] as const)('raises a success on a %s payment as a duplicate', (status) => {
    expect(judgeReport(payment(status), attempt('pending'), report('succeeded'), MAX)).toMatchObject({ kind: 'success', paymentSucceeds: false });
  });

  it('records a late success on an attempt already closed as failed or expired', () => {
    expect(judgeReport(payment('pending', 1, 0), attempt('expired'), report('succeeded'), MAX)).toMatchObject({ kind: 'success', paymentSucceeds: true });
  });

  it('never settles on another amount than the one asked', () => {
    expect(judgeReport(payment('pending'), attempt('pending'), report('succeeded', 4_999), MAX)).toEqual({
      kind: 'success',
      paymentSucceeds: false,
      amountMismatch: true,
    });
  });

  it('ignores a repeated report and any report but success on an ended attempt', () => {
    expect(judgeReport(payment('succeeded'), attempt('succeeded'), report('succeeded'), MAX).kind).toBe('ignored');
    expect(judgeReport(payment('succeeded'), attempt('succeeded'), report('failed'), MAX).kind).toBe('ignored');
    expect(judgeReport(payment('pending'), attempt('failed'), report('expired'), MAX).kind).toBe('ignored');
    expect(judgeReport(payment('pending'), attempt('failed'), report('pending'), MAX).kind).toBe('ignored');
  });

  it('keeps an open attempt open on a pending report', () => {
    expect(judgeReport(payment('pending'), attempt('redirected'), report('pending'), MAX)).toEqual({ kind: 'still_open' });
  });

  it('leaves the payment pending after a failed attempt while attempts remain or another is open', () => {
    expect(judgeReport(payment('pending', 3, 1), attempt('redirected'), report('failed'), MAX)).toEqual({
      kind: 'attempt_ended',
      paymentPending: true,
      paymentFails: false,
    });
    expect(judgeReport(payment('pending', MAX, 2), attempt('redirected'), report('failed'), MAX)).toMatchObject({ paymentFails: false });
  });

  it('fails the payment when its last allowed attempt fails and none is open', () => {
    expect(judgeReport(payment('pending', MAX, 1), attempt('pending'), report('canceled'), MAX)).toMatchObject({ paymentFails: true });
  });
});
