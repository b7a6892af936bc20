// What the HTTP layer reads of payments, their attempts and their timeline. Named reads: handlers call these, never the store.
import * as payments_repository from '../store/payments-repository.js';

export const getPayment: typeof payments_repository.getPayment = (...args) => payments_repository.getPayment(...args);
export const getAttempt: typeof payments_repository.getAttempt = (...args) => payments_repository.getAttempt(...args);
export const listPayments: typeof payments_repository.listPayments = (...args) => payments_repository.listPayments(...args);
export const allTimelineItems: typeof payments_repository.allTimelineItems = (...args) => payments_repository.allTimelineItems(...args);
export const listAttempts: typeof payments_repository.listAttempts = (...args) => payments_repository.listAttempts(...args);
