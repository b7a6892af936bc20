// Security of the signed-in user: turning on two-step verification. The API's setup answers a new
// secret once (after a recent sign-in, asked by the re-authentication prompt); the screen shows it
// as a QR code of its otpauth:// address and as text to type, keeps it in its state only, and turns
// 2FA on with a code the authenticator app computes from it.
import { useState } from 'preact/hooks';
import { renderSVG } from 'uqr';
import { totpApi } from '../api/totp.js';
import { t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { withReauth } from '../reauth.js';
import { session } from '../session.js';
import { useAction } from '../action.js';
import { FormError, Page } from '../ui.js';

export function Security() {
  const info = useSignal(session);
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | undefined>();
  const [code, setCode] = useState('');
  const action = useAction();
  const { busy, error } = action;
  const [done, setDone] = useState(false);
  if (!info) return null;

  const start = () =>
    action.run(async () => {
    setSetup(await withReauth(() => totpApi.setup()));
    });

  const confirm = action.submit(async () => {
    await totpApi.enable(code.trim());
    setSetup(undefined);
    setDone(true);
    session.set({ ...info, user: { ...info.user, totpEnabled: true } });
  });

  return (
    <Page title={t('secTitle')} narrow>
      <h2>{t('secTotp')}</h2>
      {info.user.totpEnabled ? (
        <p class="status ok" role="status" data-testid="totp-on">{done ? t('secTotpDone') : t('secTotpOn')}</p>
      ) : setup ? (
        <form class="stack" onSubmit={confirm}>
          <p>{t('secTotpScan')}</p>
          <img
            class="qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.otpauthUrl, { ecc: 'M', border: 2 }))}`}
            alt={t('secTotpQr')}
            width={200}
            height={200}
          />
          <label>
            {t('secTotpSecret')}
            <input readOnly value={setup.secret} dir="ltr" class="mono" data-testid="totp-secret" onFocus={(e) => e.currentTarget.select()} />
          </label>
          <label>
            {t('totp')}
            <input inputMode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required dir="ltr" value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </label>
          <FormError message={error} />
          <div class="actions">
            <button type="submit" disabled={busy}>{t('secTotpEnable')}</button>
          </div>
        </form>
      ) : (
        <div class="stack">
          <p>{t('secTotpOff')}</p>
          <FormError message={error} />
          <div class="actions">
            <button type="button" disabled={busy} onClick={() => void start()}>{t('secTotpStart')}</button>
          </div>
        </div>
      )}
    </Page>
  );
}
