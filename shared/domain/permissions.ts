// Permission keys and the predefined roles (decisions.md). A role is a set of keys; a
// route names the key it needs in its manifest.

const AREAS = [
  'organisation',
  'members',
  'roles',
  'api_keys',
  'affiliations',
  'accounts',
  'payments',
  'links',
  'webhooks',
  'files',
  'audit',
] as const;

export type Area = (typeof AREAS)[number];

export const PERMISSIONS = [
  ...AREAS.flatMap((area) => [`${area}.view`, `${area}.manage`] as const),
  'payments.create',
  'payments.cancel',
  'payments.export',
  'payments.refund',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

export const PREDEFINED_ROLE_KEYS = ['administrator', 'developer', 'finance', 'support', 'viewer'] as const;
export type PredefinedRoleKey = (typeof PREDEFINED_ROLE_KEYS)[number];

export interface PredefinedRole {
  key: PredefinedRoleKey;
  name: string;
  description: string;
  permissions: readonly Permission[];
}

export const PREDEFINED_ROLES: readonly PredefinedRole[] = [
  {
    key: 'administrator',
    name: 'Administrator',
    description: 'Every permission.',
    permissions: PERMISSIONS,
  },
  {
    key: 'developer',
    name: 'Developer',
    description: 'API keys, webhooks, payments and links; views affiliations and accounts.',
    permissions: [
      'api_keys.view',
      'api_keys.manage',
      'webhooks.view',
      'webhooks.manage',
      'affiliations.view',
      'payments.view',
      'payments.create',
      'payments.cancel',
      'links.view',
      'links.manage',
      'accounts.view',
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    description: 'Views payments and links, exports them, and refunds payments.',
    permissions: ['payments.view', 'links.view', 'payments.export', 'payments.refund'],
  },
  {
    key: 'support',
    name: 'Support',
    description: 'Views payments and cancels them.',
    permissions: ['payments.view', 'payments.cancel'],
  },
  {
    key: 'viewer',
    name: 'Viewer',
    description: 'Views everything, changes nothing.',
    permissions: PERMISSIONS.filter((p) => p.endsWith('.view')),
  },
];

/** A predefined role's definition by its key (undefined for a key the code no longer names). */
export const predefinedRoleOf = (key: string | null | undefined): PredefinedRole | undefined =>
  key ? PREDEFINED_ROLES.find((role) => role.key === key) : undefined;

export const PLATFORM_ROLES = ['merchant', 'svc_admin', 'svc_support', 'svc_compliance'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export const STAFF_ROLES = ['svc_admin', 'svc_support', 'svc_compliance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
