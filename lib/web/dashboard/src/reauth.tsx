// The re-authentication prompt: a route answering 403 `reauth_required` opens a modal dialog
// asking for the password (and the TOTP code, or a recovery code, when 2FA is on); once POST /auth/reauth succeeds,
// the action is tried again. Cancel gives the action's error back to its screen.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ApiError } from './api.js';
import { t } from './i18n/index.js';
import { useAction } from './action.js';
import { busyAttributes, describeError } from './ui.js';
import { signal, useSignal } from './i18n/signal.js';
import { session } from './session.js';
import { NO_SECOND_FACTOR, secondFactorOf, SecondFactorField } from './second-factor.js';

interface Pending {
  resolve: (confirmed: boolean) => void;
}
const pending = signal<Pending | undefined>(undefined);

const askReauth = () => new Promise<boolean>((resolve) => pending.set({ resolve }));

/** Runs `action`; if the API wants a recent sign-in, asks for it once and runs it again. */
export async function withReauth<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof ApiError) || error.error !== 'reauth_required') throw error;
    if (!(await askReauth())) throw error;
    return action();
  }
}

const wrongPassword = (failure: unknown) => failure instanceof ApiError && failure.error === 'invalid_credentials';

export function ReauthDialog() {
  const current = useSignal(pending);
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState(NO_SECOND_FACTOR);
  const action = useAction();
  const needsTotp = Boolean(session.get()?.user.totpEnabled);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) {
      setPassword('');
      setSecond(NO_SECOND_FACTOR);
      action.setError('');
      element.showModal();
    }
    if (!current && element.open) element.close();
  }, [current]);

  const finish = (confirmed: boolean) => {
    current?.resolve(confirmed);
    pending.set(undefined);
  };

  const submit = action.submit(
    async () => {
      try {
        await api.reauth(password, needsTotp ? secondFactorOf(second) : undefined);
      } catch (failure) {
        // Wrong: the field is emptied for the password to be typed again.
        if (wrongPassword(failure)) setPassword('');
        throw failure;
      }
      finish(true);
    },
    // Only the password is asked here: not the sign-in's "wrong email address or password".
    (failure) => (wrongPassword(failure) ? t('reauthWrongPassword') : describeError(failure)),
  );

  return (
    <dialog ref={dialog} aria-labelledby="reauth-title" onCancel={() => finish(false)}>
      {current && <form onSubmit={submit} class="stack">
        <h2 id="reauth-title">{t('reauthTitle')}</h2>
        <p>{t('reauthIntro')}</p>
        <label>
          {t('password')}
          <input
            type="password"
            autocomplete="current-password"
            required
            value={password}
            aria-invalid={action.error ? 'true' : undefined}
            aria-describedby={action.error ? 'reauth-error' : undefined}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </label>
        {needsTotp && <SecondFactorField input={second} onChange={setSecond} />}
        {action.error && <p class="error" role="alert" id="reauth-error">{action.error}</p>}
        <div class="actions">
          <button type="submit" {...busyAttributes(action.busy)}>{t('confirm')}</button>
          <button type="button" class="secondary" onClick={() => finish(false)}>{t('cancel')}</button>
        </div>
      </form>}
    </dialog>
  );
}
