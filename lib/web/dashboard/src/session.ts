// Who is signed in and which organisation they work in. The session itself is the HttpOnly
// cookie; the script keeps only what /auth/me answers, in memory. The chosen organisation id
// (not a secret) is remembered in localStorage.
import { api, ApiError, type Membership, type SessionInfo } from './api.js';
import { signal } from './i18n/signal.js';

/** undefined while the first /auth/me is in flight; null when signed out. */
export const session = signal<SessionInfo | null | undefined>(undefined);
export const organisationId = signal<string | undefined>(undefined);
const ORG_KEY = 'dashboard.organisation';

function pickOrganisation(memberships: Membership[]): void {
  let wanted: string | null = null;
  try {
    wanted = localStorage.getItem(ORG_KEY);
  } catch {
    wanted = null;
  }
  const chosen = memberships.find((m) => m.organisationId === wanted) ?? memberships[0];
  organisationId.set(chosen?.organisationId);
}

export function signedIn(info: SessionInfo): void {
  session.set(info);
  pickOrganisation(info.memberships);
}

export function switchOrganisation(id: string): void {
  organisationId.set(id);
  try {
    localStorage.setItem(ORG_KEY, id);
  } catch {
    // Not remembered: the first organisation is chosen next time.
  }
}

export const currentMembership = (): Membership | undefined =>
  session.get()?.memberships.find((m) => m.organisationId === organisationId.get());

/** Reads the session at start: signed in, or not (401). */
export async function loadSession(): Promise<void> {
  try {
    signedIn(await api.me());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) session.set(null);
    else throw error;
  }
}

export async function signOut(): Promise<void> {
  await api.logout().catch(() => undefined);
  session.set(null);
  organisationId.set(undefined);
}
