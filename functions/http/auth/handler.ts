import { routeGroup } from '../../../shared/http/route-group.js';
import { apiKeyIdentity } from './api-key-identity.js';
import { changePassword, forgotPassword, resetPassword } from './password.js';
import { authRoutes } from './routes.js';
import { login, logout, me, reauth } from './sessions.js';
import { disableTotp, enableTotp, setupTotp } from './totp.js';

export const handler = routeGroup(authRoutes, {
  'POST /auth/login': login,
  'POST /auth/logout': logout,
  'GET /auth/me': me,
  'POST /auth/reauth': reauth,
  'POST /auth/password/forgot': forgotPassword,
  'POST /auth/password/reset': resetPassword,
  'POST /auth/password/change': changePassword,
  'POST /auth/totp/setup': setupTotp,
  'POST /auth/totp/enable': enableTotp,
  'POST /auth/totp/disable': disableTotp,
  'GET /auth/api-key': apiKeyIdentity,
});
