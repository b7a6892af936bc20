// The merchant dashboard: a Preact single-page app under /dashboard/ (wouter-preact's router
// with that base). The shell holds the skip link, the language switch, the organisation
// switcher and sign-out; signed-in routes send a visitor without a session to sign in, then
// back where they were. Platform staff work in the staff console beside it, under
// /dashboard/console/ (console/): same sign-in, their own navigation, and they land there.
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import { Link, Route, Router, Switch, useLocation, useSearch } from 'wouter-preact';
import { setSessionLostHandler } from './api.js';
import { lang, LANG_ORDER, LANGS, setLang, t } from './i18n/index.js';
import { useSignal } from './i18n/signal.js';
import { ReauthDialog } from './reauth.js';
import { AcceptInvitation, ForgotPassword, ResetPassword, SignIn } from './screens/auth.js';
import { ApiKeys } from './screens/api-keys.js';
import { Home } from './screens/home.js';
import { EditLinkScreen, NewLinkScreen } from './screens/link-form.js';
import { LinkDetail, Links } from './screens/links.js';
import { PaymentDetail } from './screens/payment-detail.js';
import { NewPayment } from './screens/payment-new.js';
import { Payments } from './screens/payments.js';
import { Refunds } from './screens/refunds.js';
import { Security } from './screens/security.js';
import { Team } from './screens/team.js';
import { Organisation } from './screens/organisation.js';
import { Accounts } from './screens/accounts.js';
import { Providers } from './screens/providers.js';
import { Audit } from './screens/audit.js';
import { Webhooks } from './screens/webhooks.js';
import { loadSession, organisationId, session, signOut, switchOrganisation } from './session.js';
import { Page } from './ui.js';
import { can } from './permissions.js';
import { ConsoleNav, staffHome, staffMayOpen, StaffOnly } from './console/shell.js';
import { isStaff } from './console/roles.js';
import { ConsoleOrganisations, KybQueue } from './console/organisations.js';
import { ConsoleOrganisation } from './console/organisation.js';
import { Onboard } from './console/onboard.js';
import { KybReview } from './console/kyb-review.js';
import { ConsolePayment, FindPayment } from './console/payments.js';
import { ConsoleAffiliations } from './console/affiliations.js';
import { ConsoleOutbox } from './console/outbox.js';

export const BASE = '/dashboard';

function LanguageSwitch() {
  const current = useSignal(lang);
  return (
    <nav class="langs" aria-label={t('languageNav')}>
      {LANG_ORDER.map((code) => (
        <button type="button" key={code} lang={code} aria-pressed={code === current} onClick={() => setLang(code)}>
          {LANGS[code].messages.languageName}
        </button>
      ))}
    </nav>
  );
}

function OrganisationSwitch() {
  const info = useSignal(session);
  const id = useSignal(organisationId);
  if (!info || info.memberships.length < 2) return null;
  return (
    <label class="org-switch">
      {t('switchOrganisation')}
      <select value={id} onChange={(e) => switchOrganisation(e.currentTarget.value)}>
        {info.memberships.map((m) => (
          <option key={m.organisationId} value={m.organisationId}>{m.organisationName}</option>
        ))}
      </select>
    </label>
  );
}

/** A navigation link that marks the current page (`aria-current="page"`), its sub-pages included. */
function NavLink({ href, children }: { href: string; children: preact.ComponentChildren }) {
  const [location] = useLocation();
  const current = href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
  return <Link href={href} aria-current={current ? 'page' : undefined}>{children}</Link>;
}

function Header() {
  const info = useSignal(session);
  // The links offered follow the chosen organisation's permissions.
  useSignal(organisationId);
  const [, navigate] = useLocation();
  const organisation = info?.memberships.find((m) => m.organisationId === organisationId.get());
  const staff = info ? isStaff() : false;
  return (
    <header class="top">
      <a class="skip" href="#main">{t('skipToContent')}</a>
      <p class="brand">{staff ? t('conAppName') : t('appName')}</p>
      {!staff && info && organisation && info.memberships.length === 1 && <p class="org-name" dir="auto">{organisation.organisationName}</p>}
      {!staff && <OrganisationSwitch />}
      <LanguageSwitch />
      {info && (
        <button type="button" class="secondary" onClick={() => void signOut().then(() => navigate('/sign-in', { replace: true }))}>
          {t('signOut')}
        </button>
      )}
      {info && staff && <ConsoleNav />}
      {info && !staff && (
        <nav class="main-nav" aria-label={t('mainNav')}>
          <NavLink href="/">{t('navHome')}</NavLink>
          {can('payments.view') && <NavLink href="/payments">{t('navPayments')}</NavLink>}
          {can('payments.view') && <NavLink href="/refunds">{t('navRefunds')}</NavLink>}
          {can('links.view') && <NavLink href="/links">{t('navLinks')}</NavLink>}
          <NavLink href="/security">{t('navSecurity')}</NavLink>
          {can('webhooks.view') && <NavLink href="/webhooks">{t('navWebhooks')}</NavLink>}
          {can('api_keys.view') && <NavLink href="/api-keys">{t('navApiKeys')}</NavLink>}
          {(can('organisation.view') || can('files.view')) && <NavLink href="/organisation">{t('navOrganisation')}</NavLink>}
          {can('accounts.view') && <NavLink href="/accounts">{t('navAccounts')}</NavLink>}
          {can('affiliations.view') && <NavLink href="/providers">{t('navProviders')}</NavLink>}
          {(can('members.view') || can('roles.view')) && <NavLink href="/team">{t('navTeam')}</NavLink>}
          {can('audit.view') && <NavLink href="/audit">{t('navAudit')}</NavLink>}
        </nav>
      )}
    </header>
  );
}

/**
 * A signed-in route: without a session, sign in first and come back here. Staff work in the
 * console: a merchant screen sends them there (it would wait for an organisation they are not in).
 */
function Private({ children }: { children: preact.ComponentChildren }) {
  const info = useSignal(session);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const sendToConsole = Boolean(info) && isStaff() && !staffMayOpen(location);
  useEffect(() => {
    if (info === null) navigate(`/sign-in?next=${encodeURIComponent(search ? `${location}?${search}` : location)}`, { replace: true });
    else if (sendToConsole) navigate(staffHome(), { replace: true });
  }, [info, location]);
  return info && !sendToConsole ? <>{children}</> : <p aria-busy="true">{t('loading')}</p>;
}

/** /console: where the signed-in staff member works first. */
function ToStaffHome() {
  const [, navigate] = useLocation();
  useEffect(() => navigate(staffHome(), { replace: true }), []);
  return <p aria-busy="true">{t('loading')}</p>;
}

function NotFound() {
  return (
    <Page title={t('notFoundTitle')}>
      <p>{t('notFoundText')}</p>
    </Page>
  );
}

function App() {
  // Every screen renders again in the new language.
  useSignal(lang);
  const info = useSignal(session);
  const [location, navigate] = useLocation();
  const search = useSearch();

  // A session route answered 401: the session expired; sign in again, then come back here.
  useEffect(() => {
    setSessionLostHandler(() => {
      if (session.get() === null) return;
      session.set(null);
      const here = window.location.pathname.slice(BASE.length) + window.location.search;
      navigate(`/sign-in?expired=1&next=${encodeURIComponent(here || '/')}`, { replace: true });
    });
  }, []);

  // Signed in already: the sign-in page goes where it was asked to.
  useEffect(() => {
    if (info && location === '/sign-in') navigate(new URLSearchParams(search).get('next') ?? '/', { replace: true });
  }, [info, location]);

  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        {info === undefined ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : (
          <Switch>
            <Route path="/sign-in" component={SignIn} />
            <Route path="/password/forgot" component={ForgotPassword} />
            <Route path="/password/reset" component={ResetPassword} />
            <Route path="/invitations/accept" component={AcceptInvitation} />
            <Route path="/">
              <Private><Home /></Private>
            </Route>
            <Route path="/payments"><Private><Payments /></Private></Route>
            <Route path="/payments/new"><Private><NewPayment /></Private></Route>
            <Route path="/payments/:reference"><Private><PaymentDetail /></Private></Route>
            <Route path="/refunds"><Private><Refunds /></Private></Route>
            <Route path="/links"><Private><Links /></Private></Route>
            <Route path="/links/new"><Private><NewLinkScreen /></Private></Route>
            <Route path="/links/:id/edit"><Private><EditLinkScreen /></Private></Route>
            <Route path="/links/:id"><Private><LinkDetail /></Private></Route>
            <Route path="/security"><Private><Security /></Private></Route>
            <Route path="/team"><Private><Team /></Private></Route>
            <Route path="/organisation"><Private><Organisation /></Private></Route>
            <Route path="/accounts"><Private><Accounts /></Private></Route>
            <Route path="/providers"><Private><Providers /></Private></Route>
            <Route path="/audit"><Private><Audit /></Private></Route>
            <Route path="/webhooks">
              <Private><Webhooks /></Private>
            </Route>
            <Route path="/api-keys">
              <Private><ApiKeys /></Private>
            </Route>
            <Route path="/console"><Private><StaffOnly><ToStaffHome /></StaffOnly></Private></Route>
            <Route path="/console/organisations"><Private><StaffOnly><ConsoleOrganisations /></StaffOnly></Private></Route>
            <Route path="/console/organisations/new"><Private><StaffOnly ability="onboard"><Onboard /></StaffOnly></Private></Route>
            <Route path="/console/organisations/:id"><Private><StaffOnly><ConsoleOrganisation /></StaffOnly></Private></Route>
            <Route path="/console/kyb"><Private><StaffOnly ability="decideKyb"><KybQueue /></StaffOnly></Private></Route>
            <Route path="/console/kyb/:id"><Private><StaffOnly ability="decideKyb"><KybReview /></StaffOnly></Private></Route>
            <Route path="/console/payments"><Private><StaffOnly ability="readPayments"><FindPayment /></StaffOnly></Private></Route>
            <Route path="/console/payments/:reference"><Private><StaffOnly ability="readPayments"><ConsolePayment /></StaffOnly></Private></Route>
            <Route path="/console/affiliations"><Private><StaffOnly ability="readAffiliations"><ConsoleAffiliations /></StaffOnly></Private></Route>
            <Route path="/console/outbox"><Private><StaffOnly ability="readOutbox"><ConsoleOutbox /></StaffOnly></Private></Route>
            <Route component={NotFound} />
          </Switch>
        )}
      </main>
      <ReauthDialog />
    </>
  );
}

const root = document.getElementById('app');
if (root) {
  render(
    <Router base={BASE}>
      <App />
    </Router>,
    root,
  );
  loadSession().catch(() => session.set(null));
}
