// The receipt a payer receives by email once a payment succeeded (when the payer gave an email).
import type { AttemptRecord, PaymentRecord } from '../store/payments-repository.js';

/** 12500 millimes → "12,500 TND" (three decimals, as dinars are written). */
export const formatTnd = (millimes: number) => `${(millimes / 1000).toFixed(3).replace('.', ',')} TND`;

export function receiptEmail(payment: PaymentRecord, attempt: AttemptRecord, providerName: string) {
  const instrument = attempt.result.instrument;
  const lines = [
    `Bonjour${payment.payer.firstName ? ` ${payment.payer.firstName}` : ''},`,
    '',
    `Votre paiement de ${formatTnd(payment.amount)} à ${payment.merchantName} a été accepté.`,
    '',
    `Référence : ${payment.reference}`,
    ...(payment.orderId ? [`Commande : ${payment.orderId}`] : []),
    ...(payment.description ? [`Objet : ${payment.description}`] : []),
    `Date : ${payment.completedAt ?? attempt.completedAt}`,
    `Moyen de paiement : ${providerName}${instrument?.last4 ? ` (•••• ${instrument.last4})` : ''}`,
    ...(attempt.result.authorizationCode ? [`Autorisation : ${attempt.result.authorizationCode}`] : []),
    '',
    'Conservez ce message comme justificatif.',
  ];
  return {
    to: payment.payer.email!,
    subject: `Reçu de paiement — ${payment.merchantName} — ${formatTnd(payment.amount)}`,
    text: lines.join('\n'),
  };
}
