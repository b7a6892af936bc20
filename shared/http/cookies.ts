// The session cookie: HttpOnly, Secure (except on local plain http), SameSite=Lax, Path=/.
import { env } from '../config/env.js';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../store/sessions-repository.js';
import { SESSION_COOKIE } from './guard.js';

const attributes = () => ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(env().INSECURE_COOKIES ? [] : ['Secure'])];

export const sessionCookie = (token: string) =>
  [`${SESSION_COOKIE}=${token}`, `Max-Age=${SESSION_ABSOLUTE_LIFETIME_MS / 1000}`, ...attributes()].join('; ');

export const clearedSessionCookie = () =>
  [`${SESSION_COOKIE}=`, 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', ...attributes()].join('; ');
