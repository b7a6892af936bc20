// First start of local mode: one staff user per platform role (svc_admin, svc_support,
// svc_compliance) and a demo merchant that can collect, created through the service's own use
// cases. Later starts find them and reuse them (adding a staff role an older demo lacks).
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { acceptInvitation } from '../../shared/members/accept-invitation.js';
import { createOrganisation } from '../../shared/organisations/create-organisation.js';
import { STAFF_ROLES, type StaffRole } from '../../shared/domain/permissions.js';
import { createStaffUser } from '../../shared/identity/create-staff-user.js';
import { createApiKey } from '../../shared/store/api-keys-repository.js';
import { getOrganisation } from '../../shared/store/organisations-repository.js';
import { recordContractSignature, reviewKyb } from '../../shared/organisations/change-organisation.js';
import { connectSandboxProviders } from './sandbox-demo.js';

export interface Credentials {
  email: string;
  password: string;
}

export interface Demo {
  baseUrl: string;
  /** `email`/`password`: the svc_admin (as before); `staffUsers`: one user per platform role. */
  staff: Credentials & { staffUsers: Record<StaffRole, Credentials> };
  merchant: {
    organisationId: string;
    paymentAccountId: string;
    ownerEmail: string;
    ownerPassword: string;
    apiKey: string;
    v2ApiKey: string;
  };
}

const password = () => `demo-${randomBytes(9).toString('base64url')}`;
const system = { type: 'system' as const, id: null, label: 'local-seed' };

const STAFF_NAMES: Record<StaffRole, { prefix: string; lastName: string }> = {
  svc_admin: { prefix: 'admin', lastName: 'Administrator' },
  svc_support: { prefix: 'support', lastName: 'Support' },
  svc_compliance: { prefix: 'compliance', lastName: 'Compliance' },
};

/** The staff users of `recorded` (none on a first start), with a new one for each role missing. */
async function ensureStaffUsers(recorded?: Partial<Demo['staff']>): Promise<Demo['staff']> {
  const known: Partial<Record<StaffRole, Credentials>> = { ...recorded?.staffUsers };
  if (recorded?.email && recorded.password) known.svc_admin ??= { email: recorded.email, password: recorded.password };
  const staffUsers = {} as Record<StaffRole, Credentials>;
  for (const role of STAFF_ROLES) {
    let user = known[role];
    if (!user) {
      user = { email: `${STAFF_NAMES[role].prefix}-${randomBytes(3).toString('hex')}@local.test`, password: password() };
      await createStaffUser({ ...user, platformRole: role, lastName: STAFF_NAMES[role].lastName });
    }
    staffUsers[role] = user;
  }
  return { ...staffUsers.svc_admin, staffUsers };
}

/** Returns the demo recorded in `file` if its organisation still exists, else creates one. */
export async function ensureDemo(file: string, baseUrl: string): Promise<{ demo: Demo; created: boolean }> {
  const recorded = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Demo, () => undefined);
  if (recorded && (await getOrganisation(recorded.merchant.organisationId))) {
    const demo = { ...recorded, baseUrl, staff: await ensureStaffUsers(recorded.staff) };
    await writeFile(file, JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
    return { demo, created: false };
  }

  const staff = await ensureStaffUsers();

  const ownerEmail = `owner-${randomBytes(3).toString('hex')}@demo.local.test`;
  const ownerPassword = password();
  const created = await createOrganisation({
    profile: {
      name: 'Boutique Démo',
      legalName: 'Boutique Démo SARL',
      taxId: '1234567/A/M/000',
      country: 'TN',
      city: 'Tunis',
      email: 'contact@demo.local.test',
    },
    ownerEmail,
    actor: system,
    clientIp: null,
  });
  const organisationId = created.organisation.id;
  await acceptInvitation({
    token: new URL(created.ownerInviteLink).searchParams.get('token')!,
    newAccount: { firstName: 'Demo', lastName: 'Owner', password: ownerPassword },
    clientIp: '127.0.0.1',
  });
  const change = { organisationId, actor: system, clientIp: null };
  await reviewKyb(change, 'verify', 'Local demo organisation');
  await recordContractSignature(change, new Date().toISOString());
  const [v3, v2] = await Promise.all([
    createApiKey({ organisationId, name: 'Demo v3 key', kind: 'v3', createdBy: null }),
    createApiKey({ organisationId, name: 'Demo v2 key', kind: 'v2', createdBy: null }),
  ]);
  // One active sandbox affiliation per provider, routed on the default account (the
  // simulators started by local mode verify them).
  await connectSandboxProviders({ organisationId, paymentAccountId: created.account.id, actor: system });

  const demo: Demo = {
    baseUrl,
    staff,
    merchant: {
      organisationId,
      paymentAccountId: created.account.id,
      ownerEmail,
      ownerPassword,
      apiKey: v3.key,
      v2ApiKey: v2.key,
    },
  };
  await seedDemoPayments(baseUrl, v3.key);
  await writeFile(file, JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
  return { demo, created: true };
}

/** Orders a merchant would have taken by phone: what the dashboard's payments list shows on a first start. */
export const DEMO_PAYMENTS = [
  { amount: 45_000, description: 'Chéchia rouge, taille M', orderId: 'demo-1001' },
  { amount: 12_500, description: 'Huile d’olive extra vierge, 1 L', orderId: 'demo-1002' },
  { amount: 89_900, description: 'Tapis kilim 120 × 80', orderId: 'demo-1003' },
] as const;

/** Created through the API with the demo's key, as a merchant's server would; the last one canceled. */
async function seedDemoPayments(baseUrl: string, apiKey: string): Promise<void> {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const references: string[] = [];
  for (const payment of DEMO_PAYMENTS) {
    const res = await fetch(`${baseUrl}/payments`, { method: 'POST', headers, body: JSON.stringify({ currency: 'TND', ...payment }) });
    if (res.status !== 201) throw new Error(`demo payment ${payment.orderId}: ${res.status} ${await res.text()}`);
    references.push(((await res.json()) as { reference: string }).reference);
  }
  const cancel = await fetch(`${baseUrl}/payments/${references.at(-1)}/cancel`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reason: 'Le client a changé d’avis' }),
  });
  if (cancel.status !== 200) throw new Error(`demo cancel: ${cancel.status} ${await cancel.text()}`);
}
