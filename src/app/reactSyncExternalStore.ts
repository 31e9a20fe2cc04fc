// Stands in for the `use-sync-external-store/shim` package (see vite.config.ts): wouter imports that
// shim for React 17, and React 19 has the hook built in, so the shim's own copy would be dead weight.
export { useSyncExternalStore } from 'react';
