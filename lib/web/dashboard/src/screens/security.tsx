// Security of the signed-in user: two-step verification, and the password (screens/password-change.tsx). Turning 2FA on: the API's setup answers a
// new secret once (after a recent sign-in, asked by the re-authentication prompt); the screen shows
// it as a QR code of its otpauth:// address and as text to type, keeps it in its state only, and
// turns 2FA on with a code the authenticator app computes from it. The answer carries ten recovery
// codes, shown this once (focus goes to them), to copy or download. Turned on, the screen says how
// many codes are left and turns 2FA off with a code of the app or a recovery code (after a recent
// sign-in).
import { useEffect, useRef, useState } from 'preact/hooks';
import { renderSVG } from 'uqr';
import { totpApi } from '../api/totp.js';
import { plural, t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { withReauth } from '../reauth.js';
import { session } from '../session.js';
import { useAction } from '../action.js';
import { busyAttributes, focusSoon, FormEnd, FormError, Page, useFocusOnShow } from '../ui.js';
import { PasswordChange } from './password-change.js';

export function Security() {
  const info = useSignal(session);
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | undefined>();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | undefined>();
  const [notice, setNotice] = useState<'' | 'on' | 'off'>('');
  const action = useAction();
  const { busy, error } = action;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // After turning off, or once the codes are put away, the keyboard goes to the new status.
    if (notice && !codes) status.current?.focus();
  }, [notice, codes]);
  if (!info) return null;

  const start = action.press(async () => {
    setSetup(await withReauth(() => totpApi.setup()));
    // The Start button is gone (and a password prompt may just have closed): the focus goes to what to do next.
    focusSoon('#totp-scan');
  });

  const confirm = action.submit(async () => {
    const { recoveryCodes } = await totpApi.enable(code.trim());
    setSetup(undefined);
    setCode('');
    setCodes(recoveryCodes);
    setNotice('on');
    session.set({ ...info, user: { ...info.user, totpEnabled: true, recoveryCodeCount: recoveryCodes.length } });
  });

  const turnOff = action.submit(async () => {
    await withReauth(() => totpApi.disable(code.trim()));
    setCode('');
    setNotice('off');
    // The re-authentication may have used a recovery code too: the count is read again with the session.
    const current = session.get() ?? info;
    session.set({ ...current, user: { ...current.user, totpEnabled: false, recoveryCodeCount: 0 } });
  });

  const statusLine = (text: string, testId: string, ok = true) => (
    <p class={ok ? 'status ok' : 'status'} role="status" tabIndex={-1} ref={status} data-testid={testId}>{text}</p>
  );

  return (
    <Page title={t('secTitle')} narrow>
      <h2>{t('secTotp')}</h2>
      {codes ? (
        <RecoveryCodes codes={codes} email={info.user.email} onDone={() => setCodes(undefined)} />
      ) : info.user.totpEnabled ? (
        <div class="stack">
          {statusLine(notice === 'on' ? t('secTotpDone') : t('secTotpOn'), 'totp-on')}
          <p data-testid="recovery-left">{plural('recoveryCodesLeft', info.user.recoveryCodeCount ?? 0)}</p>
          <form class="stack" onSubmit={turnOff} aria-labelledby="totp-off-title">
            <h3 id="totp-off-title">{t('secDisableTitle')}</h3>
            <p>{t('secDisableIntro')}</p>
            <label>
              {t('secDisableCode')}
              <input name="code" autocomplete="one-time-code" autocapitalize="none" spellcheck={false} maxLength={64} required dir="ltr" class="mono"
                value={code} onInput={(e) => setCode(e.currentTarget.value)} />
            </label>
            <FormEnd action={action} submit={t('secDisableSubmit')} danger />
          </form>
        </div>
      ) : setup ? (
        <form class="stack" onSubmit={confirm}>
          <p id="totp-scan" tabIndex={-1}>{t('secTotpScan')}</p>
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
          <FormEnd action={action} submit={t('secTotpEnable')} />
        </form>
      ) : (
        <div class="stack">
          {notice === 'off' && statusLine(t('secDisableDone'), 'totp-off')}
          <p>{t('secTotpOff')}</p>
          <FormError message={error} />
          <div class="actions">
            <button type="button" {...busyAttributes(busy)} onClick={start}>{t('secTotpStart')}</button>
          </div>
        </div>
      )}
      <PasswordChange />
    </Page>
  );
}

/**
 * The ten recovery codes, this once: focus on their heading, a warning, the codes left to right
 * (isolated from the page's direction), copy and download; `onDone` forgets them.
 */
function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const list = useRef<HTMLOListElement>(null);
  useFocusOnShow(heading, []);
  const text = `${t('secRecoveryFileHeader', { email })}\n\n${codes.join('\n')}\n`
    // The file is plain text: no bidirectional isolation marks in it.
    .replace(/[\u2066-\u2069]/g, '');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('ok');
    } catch {
      // No clipboard access: the codes are selected for the reader to copy.
      const selection = getSelection();
      if (selection && list.current) selection.selectAllChildren(list.current);
      setCopied('failed');
    }
  };

  const download = () => {
    // A file made in the page (a blob: address): the codes never travel again.
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section class="shown-once" aria-labelledby="recovery-title" data-testid="recovery-codes">
      <h2 id="recovery-title" tabIndex={-1} ref={heading}>{t('secRecoveryTitle')}</h2>
      <p>{t('secRecoveryIntro')}</p>
      <p class="warning">{t('secRecoveryWarning')}</p>
      <ol ref={list} class="recovery-codes mono" dir="ltr" aria-label={t('secRecoveryListLabel')}>
        {codes.map((code) => <li key={code}><bdi>{code}</bdi></li>)}
      </ol>
      <div class="actions">
        <button type="button" onClick={() => void copy()}>{t('secRecoveryCopy')}</button>
        <button type="button" class="secondary" onClick={download}>{t('secRecoveryDownload')}</button>
        <button type="button" class="secondary" onClick={onDone}>{t('secRecoveryDone')}</button>
        <p role="status" class="muted">{copied === 'ok' ? t('shownOnceCopied') : copied === 'failed' ? t('shownOnceCopyFailed') : ''}</p>
      </div>
    </section>
  );
}
