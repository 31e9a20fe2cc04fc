// Which navigations the service worker answers with the app's HTML when the path is not a
// precached page of its own (/, /legal… are: see scripts/build/prerender.ts).

/**
 * The HTML every other path gets, exactly as the static server does online: the app shell that
 * scripts/build/prerender.ts writes (no page markup), so a member route offline opens as it does online.
 */
export const APP_SHELL_URL = '/app.html';

/**
 * Never answered with the app: the payment page (below), files (anything with an extension, such as /sw.js or a missing
 * /bmi/obese.png) and the hosted backend's API paths, should it ever be served from this origin.
 * Requests to another origin (the auth backend, Stripe) never reach the navigation route at all.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /\/[^/?]+\.[^/?]+$/,
  // The payment page's Content-Security-Policy (Stripe.js's hosts) comes with its own response from
  // the host; app.html's would block Stripe.js. Offline it cannot load Stripe.js anyway.
  /^\/payment-gateway$/,
  /^\/(?:auth|rest|storage|functions|realtime|graphql)\/v1(?:\/|$)/,
];
