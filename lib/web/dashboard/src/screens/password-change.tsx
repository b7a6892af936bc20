// The Security screen's password change: the new password twice (checked alike in the browser
// first), then POST /auth/password/change, which wants a recent sign-in (the re-authentication
// prompt asks for the current password). The other sessions end; this browser keeps a new
// session. The status line takes the focus and says how many other sessions were signed out.
import { useRef, useState } from 'preact/hooks';
import { answer, organisationClient } from '../api.js';
import { useAction } from '../action.js';
import { plural, t } from '../i18n/index.js';
import { withReauth } from '../reauth.js';
import { FormEnd } from '../ui.js';

// The /auth routes belong to no organisation: nothing is added to their query.
const client = organisationClient(() => undefined);

/** Changes the password; answers how many other sessions ended. */
async function changePassword(password: string): Promise<number> {
  const result = await client.POST('/auth/password/change', { body: { password } });
  await answer(Promise.resolve(result));
  return Number(result.response.headers.get('x-other-sessions-ended') ?? 0);
}

export function PasswordChange() {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const action = useAction();
  const submit = action.submit(async () => {
    setDone('');
    if (password !== repeat) return action.setError(t('pwdMismatch'));
    const ended = await withReauth(() => changePassword(password));
    setPassword('');
    setRepeat('');
    setDone(`${t('pwdChanged')} ${plural('secSessionsEnded', ended)}`);
    setTimeout(() => status.current?.focus(), 0);
  });
  return (
    <section aria-labelledby="password-title" class="stack">
      <h2 id="password-title">{t('pwdTitle')}</h2>
      <p class="status ok" role="status" tabIndex={-1} ref={status} hidden={!done} data-testid="password-changed">{done}</p>
      <form class="stack" onSubmit={submit} aria-labelledby="password-title">
        <p class="muted">{t('pwdIntro')}</p>
        <label>
          {t('pwdNew')}
          <input type="password" autocomplete="new-password" minLength={10} maxLength={256} required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <label>
          {t('pwdRepeat')}
          <input type="password" autocomplete="new-password" minLength={10} maxLength={256} required value={repeat} onInput={(e) => setRepeat(e.currentTarget.value)} />
        </label>
        <FormEnd action={action} submit={t('pwdSubmit')} />
      </form>
    </section>
  );
}
