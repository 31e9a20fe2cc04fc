// The only script of the prerendered landing page `/`, which is static HTML and is not hydrated: it
// shows the visitor's app store and registers the service worker, so the app works offline after a
// first visit. Its links lead to the app's pages with a normal page load. When a host serves this
// file for another path, the page's inline guard loads the app instead and this does nothing.
import { markDeviceStore } from './features/landing/markDeviceStore';

const servedAsFallback = document.documentElement.hasAttribute('data-spa-fallback');

if (!servedAsFallback) markDeviceStore(document.documentElement, navigator);

if (!servedAsFallback && import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Registration only: the landing has no form to protect and no room for the update notice or the
  // install offer (both live in the app, which takes a waiting version when the member says so).
  void import('./app/boot/registerServiceWorker').then((module) =>
    module.registerServiceWorker((path) => window.location.assign(path)),
  );
}
