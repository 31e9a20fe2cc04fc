// The landing is static HTML that carries the download buttons of both stores; this marks <html> with
// the visitor's store so its stylesheet shows only that store's buttons (Android when it never runs).
import { storeForUserAgent } from '../../domain/device/storeForUserAgent';

export function markDeviceStore(
  root: HTMLElement,
  device: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>,
): void {
  root.dataset.store = storeForUserAgent({
    userAgent: device.userAgent,
    maxTouchPoints: device.maxTouchPoints,
  });
}
