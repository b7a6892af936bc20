// Reading the credentials a connector sent, the way each simulated provider expects them.
import { header, type SimRequest } from './sim-http.js';

export function bearerToken(request: SimRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '');
  return match?.[1];
}

export function basicCredentials(request: SimRequest): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header(request, 'authorization') ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
