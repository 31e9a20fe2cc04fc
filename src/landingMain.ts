// The only script of the prerendered landing page `/`, which is static HTML and is not hydrated: it
// shows the visitor's app store and registers the service worker, so the app works offline after a
// first visit. Its links lead to the app's pages with a normal page load. When a host serves this
// file for another path, the page's inline guard loads the app instead and this does nothing.
import { markDeviceStore } from './features/landing/markDeviceStore';

const servedAsFallback = document.documentElement.hasAttribute('data-spa-fallback');

if (!servedAsFallback) markDeviceStore(document.documentElement, navigator);

if (!servedAsFallback && import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/startServiceWorker').then((module) =>
    module.startServiceWorker((path) => window.location.assign(path)),
  );
}
