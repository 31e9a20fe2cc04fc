import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from './routes';

const cache = new Map<RouteEntry['load'], LazyExoticComponent<ComponentType>>();

/** One React.lazy component per page loader, so a page keeps its identity across renders. */
export function lazyPage(load: RouteEntry['load']): LazyExoticComponent<ComponentType> {
  let page = cache.get(load);
  if (!page) {
    page = lazy(load);
    cache.set(load, page);
  }
  return page;
}
