// The second factor asked at sign-in and re-authentication: the 6-digit code of the
// authenticator app, or, for someone without their phone, one of the recovery codes shown when
// 2FA was turned on. A button switches between the two and puts the keyboard in the new field.
import { useEffect, useRef } from 'preact/hooks';
import type { SecondFactor } from './api.js';
import { t } from './i18n/index.js';

export interface SecondFactorInput {
  kind: 'totp' | 'recovery';
  value: string;
}

export const NO_SECOND_FACTOR: SecondFactorInput = { kind: 'totp', value: '' };

/** The body part the API takes: `totp` or `recoveryCode`. */
export const secondFactorOf = (input: SecondFactorInput): SecondFactor =>
  input.kind === 'totp' ? { totp: input.value.trim() } : { recoveryCode: input.value.trim() };

export function SecondFactorField({ input, onChange }: { input: SecondFactorInput; onChange: (next: SecondFactorInput) => void }) {
  const field = useRef<HTMLInputElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    // After a switch (not on first display), the keyboard goes to the field that replaced the other.
    if (switched.current) field.current?.focus();
  }, [input.kind]);
  const toggle = () => {
    switched.current = true;
    onChange({ kind: input.kind === 'totp' ? 'recovery' : 'totp', value: '' });
  };
  return (
    <>
      {input.kind === 'totp' ? (
        <label key="totp">
          {t('totp')}
          <input ref={field} name="totp" inputMode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required dir="ltr"
            value={input.value} onInput={(e) => onChange({ kind: 'totp', value: e.currentTarget.value })} />
        </label>
      ) : (
        <label key="recovery">
          {t('recoveryCode')}
          <input ref={field} name="recoveryCode" autocomplete="off" autocapitalize="none" spellcheck={false} maxLength={64} required dir="ltr" class="mono"
            value={input.value} onInput={(e) => onChange({ kind: 'recovery', value: e.currentTarget.value })} />
        </label>
      )}
      <button type="button" class="secondary" onClick={toggle}>{input.kind === 'totp' ? t('useRecoveryCode') : t('useTotpCode')}</button>
    </>
  );
}
