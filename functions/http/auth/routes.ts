import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const authRoutes = defineRouteGroup({
  name: 'auth',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'], queues: ['outbox'] },
  // scrypt at OWASP parameters needs memory and CPU.
  memorySize: 512,
  routes: [
    { method: 'POST', path: '/auth/login', auth: 'public' },
    { method: 'POST', path: '/auth/logout', auth: 'session', success: 204 },
    { method: 'GET', path: '/auth/me', auth: 'session' },
    { method: 'POST', path: '/auth/reauth', auth: 'session' },
    { method: 'POST', path: '/auth/password/forgot', auth: 'public', success: 202 },
    { method: 'POST', path: '/auth/password/reset', auth: 'public', success: 204 },
    // From a session re-authenticated within 10 minutes: ends the user's other sessions.
    { method: 'POST', path: '/auth/password/change', auth: 'session', success: 204, extra: true },
    { method: 'POST', path: '/auth/totp/setup', auth: 'session' },
    // 200 with the recovery codes, shown once (the contract's 204 had no body; see docs/api-decisions.md).
    { method: 'POST', path: '/auth/totp/enable', auth: 'session' },
    { method: 'POST', path: '/auth/totp/disable', auth: 'session', success: 204 },
    // A key's own identity: answered for a key of either API generation (a v2 key can be checked too).
    { method: 'GET', path: '/auth/api-key', auth: 'key', anyKeyGeneration: true },
  ],
});
