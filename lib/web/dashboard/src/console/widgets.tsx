// Small pieces the console's screens share: the KYB badge, an organisation's status badge, the
// reasons it cannot collect in words.
import { t, type MessageKey } from '../i18n/index.js';

const REASONS = ['kyb_pending', 'kyb_refused', 'contract_unsigned', 'no_active_affiliation', 'organisation_suspended'];

/** Why an organisation cannot collect, in a staff member's words (short: what is missing, not what to do). */
export const reasonText = (code: string) => (REASONS.includes(code) ? t(`conReason_${code}` as MessageKey) : code);

export function KybBadge({ status }: { status: 'pending' | 'verified' | 'refused' }) {
  return <span class={`badge kyb-${status}`} data-kyb={status}>{t(`orgKyb_${status}`)}</span>;
}

export function StatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return <span class={`badge ${status === 'active' ? 'kyb-verified' : 'kyb-refused'}`} data-org-status={status}>{t(`conStatus_${status}`)}</span>;
}
