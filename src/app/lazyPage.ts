import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoadError } from './PageLoadError';
import type { RouteEntry } from './routes';

const cache = new Map<RouteEntry['load'], LazyExoticComponent<ComponentType>>();

/**
 * One React.lazy component per page loader, so a page keeps its identity across renders. A loader that
 * fails is forgotten (React.lazy keeps its first failure for good), so the next render fetches again:
 * 'Reintentar' or a later visit works once the connection is back.
 */
export function lazyPage(load: RouteEntry['load']): LazyExoticComponent<ComponentType> {
  let page = cache.get(load);
  if (!page) {
    page = lazy(() =>
      load().catch((error: unknown) => {
        cache.delete(load);
        throw new PageLoadError(error);
      }),
    );
    cache.set(load, page);
  }
  return page;
}
