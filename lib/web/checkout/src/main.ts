// The hosted checkout page: one small script, no framework. It reads the payment through the
// public checkout routes only (same origin, or the `api-base` meta), lets the payer choose a
// provider, opens an attempt and carries on as its kind says (redirect, QR code, form), then
// follows the attempt to its outcome. A payment link's page lets the payer give the amount and
// details the link asks for, then goes on to the checkout of the payment it starts.
// The address is read in router.ts, the flows are in flows/, each screen in screens/.
import { page } from './dom.js';
import { start } from './router.js';
import { render } from './view/render.js';

// Back from a provider through the browser's back button, the page may come from the
// back-forward cache with its "redirecting" screen: read the payment again.
page.addEventListener('pageshow', (event) => {
  if (event.persisted) void start(true);
});

render();
void start();
