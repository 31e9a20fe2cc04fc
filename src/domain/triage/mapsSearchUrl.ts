// A search a phone opens in its maps app: a Google Maps search URL (api=1) needs no key, opens the app
// where it is installed and the website elsewhere, and searches around the phone's own location.
const MAPS_SEARCH = 'https://www.google.com/maps/search/';

export function mapsSearchUrl(query: string): string {
  return `${MAPS_SEARCH}?${new URLSearchParams({ api: '1', query: query.trim() }).toString()}`;
}
