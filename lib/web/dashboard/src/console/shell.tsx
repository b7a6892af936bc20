// The staff console's shell inside the dashboard: its navigation (each screen only for the roles
// the API lets use it: console/abilities.ts), where staff land, and the guard of its routes (a merchant
// who opens one is sent home; a staff user who opens a merchant screen is sent to the console,
// where nothing waits for an organisation they do not belong to).
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { Link, useLocation } from 'wouter-preact';
import { t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { session } from '../session.js';
import { isStaff, staffCan, staffRole } from './roles.js';

/** Where a staff user lands: compliance on its KYB queue, the others on the organisations. */
export const staffHome = (): string => (staffRole() === 'svc_compliance' ? '/console/kyb' : '/console/organisations');

/** The dashboard's screens a staff user may open: their own account's (two-step verification). */
const STAFF_MERCHANT_SCREENS = ['/security'];
export const staffMayOpen = (path: string): boolean => path.startsWith('/console') || STAFF_MERCHANT_SCREENS.includes(path);

function NavLink({ href, children }: { href: string; children: ComponentChildren }) {
  const [location] = useLocation();
  const current = location === href || location.startsWith(`${href}/`);
  return <Link href={href} aria-current={current ? 'page' : undefined}>{children}</Link>;
}

export function ConsoleNav() {
  return (
    <nav class="main-nav" aria-label={t('conNav')}>
      {staffCan('decideKyb') && <NavLink href="/console/kyb">{t('conNavKyb')}</NavLink>}
      <NavLink href="/console/organisations">{t('conNavOrganisations')}</NavLink>
      {staffCan('readPayments') && <NavLink href="/console/payments">{t('conNavPayments')}</NavLink>}
      {staffCan('readAffiliations') && <NavLink href="/console/affiliations">{t('conNavAffiliations')}</NavLink>}
      {staffCan('readOutbox') && <NavLink href="/console/outbox">{t('conNavOutbox')}</NavLink>}
      <NavLink href="/security">{t('navSecurity')}</NavLink>
    </nav>
  );
}

/** A console route: staff only (a merchant is sent home), and the screen only for the roles it is for. */
export function StaffOnly({ ability, children }: { ability?: Parameters<typeof staffCan>[0]; children: ComponentChildren }) {
  const info = useSignal(session);
  const [, navigate] = useLocation();
  const staff = isStaff();
  const allowed = staff && (!ability || staffCan(ability));
  useEffect(() => {
    if (info && !staff) navigate('/', { replace: true });
    else if (info && !allowed) navigate(staffHome(), { replace: true });
  }, [info, staff, allowed]);
  return allowed ? <>{children}</> : <p aria-busy="true">{t('loading')}</p>;
}
