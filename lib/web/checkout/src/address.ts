// What the page's address says: `<checkout>/<reference>` a payment's checkout, `?attempt=<id>` after a
// provider, `<checkout>/l/<slug>` a payment link's page. Read once, when the page loads.
import { page } from './dom.js';

export const REFERENCE = /^[0-9a-f]{24}$/i;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const LINK_SLUG = /^[0-9a-hjkmnp-tv-z]{14}$/;

const segments = page.location.pathname.split('/').filter(Boolean);
export const reference = segments.at(-1) ?? '';
/** Set on a payment link's page (`…/l/<slug>`). */
export const linkSlug = segments.at(-2) === 'l' ? reference : undefined;
