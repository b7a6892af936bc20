// The screens outside a session: sign in (password, then the TOTP code, or a recovery code,
// when the API answers `totp_required`), forgotten password, password reset from the emailed link, and invitation
// acceptance (with account creation) from the emailed link.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Link, useLocation, useSearch } from 'wouter-preact';
import { api, ApiError } from '../api.js';
import { lang, t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { session, signedIn } from '../session.js';
import { useAction } from '../action.js';
import { describeError, FormEnd, Page, useFocusOnShow } from '../ui.js';
import { NO_SECOND_FACTOR, secondFactorOf, SecondFactorField } from '../second-factor.js';

/** Where to go after signing in: a `next` path inside the dashboard, else home. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '/';
  return next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignIn() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState(NO_SECOND_FACTOR);
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const expired = new URLSearchParams(search).get('expired') === '1';

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      signedIn(await api.login(email, password, step === 'totp' ? secondFactorOf(second) : undefined, lang.get()));
      navigate(nextPath(search), { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.error === 'totp_required' && step === 'password') {
        setStep('totp');
      } else {
        setError(describeError(failure));
        if (step === 'totp') setSecond({ ...second, value: '' });
      }
    } finally {
      setBusy(false);
    }
  };

  if (step === 'totp') {
    return (
      <Page title={t('totpTitle')} narrow key="totp">
        <form class="stack" onSubmit={submit}>
          <p>{t('totpIntro')}</p>
          <SecondFactorField input={second} onChange={(next) => { setSecond(next); if (next.kind !== second.kind) setError(''); }} />
          <FormEnd action={{ busy, error }} submit={t('verify')}>
            <button type="button" class="secondary" onClick={() => { setStep('password'); setError(''); setSecond(NO_SECOND_FACTOR); }}>{t('back')}</button>
          </FormEnd>
        </form>
      </Page>
    );
  }
  return (
    <Page title={t('signInTitle')} narrow key="password">
      <form class="stack" onSubmit={submit}>
        {expired && <p class="notice" role="status">{t('sessionExpired')}</p>}
        <label>
          {t('email')}
          <input name="email" type="email" autocomplete="username" required dir="ltr" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          {t('password')}
          <input name="password" type="password" autocomplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <FormEnd action={{ busy, error }} submit={t('signIn')}>
          <Link href="/password/forgot">{t('forgotLink')}</Link>
        </FormEnd>
      </form>
    </Page>
  );
}

/**
 * What a form outside a session did, in place of the form: it takes the focus as it is drawn (the button pressed is
 * gone with the form; without this the focus falls to the page's top), so a screen reader says it at once.
 */
function Done({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useFocusOnShow(ref, []);
  return (
    <p class="notice" role="status" tabIndex={-1} ref={ref}>
      {children}
    </p>
  );
}

/** A page outside a session: its form until it is done, then the notice that says what was done; the way back to signing in under it. */
function OutsidePage({ title, done, children }: { title: string; done: string | false; children: ComponentChildren }) {
  return (
    <Page title={title} narrow>
      {done ? <Done>{done}</Done> : children}
      <p><Link href="/sign-in">{t('goToSignIn')}</Link></p>
    </Page>
  );
}

/** A new password's field: as the API requires it, and for the browser to offer to keep it. */
function NewPassword({ value, onInput }: { value: string; onInput: (value: string) => void }) {
  return (
    <label>
      {t('newPassword')}
      <input name="password" type="password" autocomplete="new-password" minLength={10} required value={value} onInput={(e) => onInput(e.currentTarget.value)} />
    </label>
  );
}

export function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const action = useAction();
  const submit = action.submit(async () => {
    await api.forgotPassword(email);
    setSent(true);
  });
  return (
    <OutsidePage title={t('forgotTitle')} done={sent && t('forgotSent')}>
      <form class="stack" onSubmit={submit}>
        <p>{t('forgotIntro')}</p>
        <label>
          {t('email')}
          <input name="email" type="email" autocomplete="email" required dir="ltr" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <FormEnd action={action} submit={t('forgotSend')} wide />
      </form>
    </OutsidePage>
  );
}

export function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const action = useAction();
  const submit = action.submit(async () => {
    await api.resetPassword(token, password);
    session.set(null); // a reset ends every session
    setDone(true);
  });
  return (
    <OutsidePage title={t('resetTitle')} done={done && t('resetDone')}>
      {!token ? (
        <p class="error" role="alert">{t('tokenMissing')}</p>
      ) : (
        <form class="stack" onSubmit={submit}>
          <NewPassword value={password} onInput={setPassword} />
          <FormEnd action={action} submit={t('resetSave')} wide />
        </form>
      )}
    </OutsidePage>
  );
}

export function AcceptInvitation() {
  const search = useSearch();
  const token = new URLSearchParams(search).get('token') ?? '';
  const current = useSignal(session);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const action = useAction();
  const { error } = action;
  const here = `/invitations/accept?${search}`;
  // The organisation the link invites to, named before accepting; a link no longer valid says so at once.
  const [invited, setInvited] = useState<{ organisationName: string; email: string } | undefined>();
  const [linkError, setLinkError] = useState('');
  useEffect(() => {
    if (!token) return;
    api.previewInvitation(token).then(setInvited, (failure: unknown) =>
      setLinkError(failure instanceof ApiError && failure.error === 'invalid_token' ? t('error_invitation_invalid') : ''));
  }, [token]);

  const submit = action.submit(async () => {
    await api.acceptInvitation(current ? { token } : { token, firstName, lastName, password });
    if (current) signedIn(await api.me());
    setDone(true);
  }, (failure) => (failure instanceof ApiError && failure.error === 'invalid_token' ? t('error_invitation_invalid') : describeError(failure)));

  return (
    <Page title={t('inviteTitle')} narrow>
      {!token ? (
        <p class="error" role="alert">{t('tokenMissing')}</p>
      ) : done ? (
        <>
          <Done>{current ? t('inviteDoneSignedIn') : t('inviteDone')}</Done>
          <p><Link href={current ? '/' : '/sign-in'}>{current ? t('navHome') : t('goToSignIn')}</Link></p>
        </>
      ) : (
        <form class="stack" onSubmit={submit}>
          {invited && <p data-testid="invited-to">{t('inviteNamed', { organisation: invited.organisationName, email: invited.email })}</p>}
          {linkError && !error && <p class="error" role="alert">{linkError}</p>}
          {!current && <p>{t('inviteIntro')}</p>}
          {!current && (
            <>
              <label>
                {t('firstName')}
                <input name="firstName" autocomplete="given-name" required value={firstName} onInput={(e) => setFirstName(e.currentTarget.value)} />
              </label>
              <label>
                {t('lastName')}
                <input name="lastName" autocomplete="family-name" required value={lastName} onInput={(e) => setLastName(e.currentTarget.value)} />
              </label>
              <NewPassword value={password} onInput={setPassword} />
            </>
          )}
          <FormEnd action={action} submit={t('inviteAccept')} wide>
            {!current && <Link href={`/sign-in?next=${encodeURIComponent(here)}`}>{t('inviteHaveAccount')}</Link>}
          </FormEnd>
        </form>
      )}
    </Page>
  );
}
