import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from '../../../src/domain/triage/mapsSearchUrl';

describe('a maps search the phone opens in its maps app', () => {
  it('is a Google Maps search URL with the query encoded and no key', () => {
    expect(mapsSearchUrl('urgencias cerca de mí')).toBe(
      'https://www.google.com/maps/search/?api=1&query=urgencias+cerca+de+m%C3%AD',
    );
  });

  it('survives characters that mean something in a URL', () => {
    const url = new URL(mapsSearchUrl(' urgencias & farmacias #1 '));
    expect(url.searchParams.get('query')).toBe('urgencias & farmacias #1');
    expect(url.searchParams.get('api')).toBe('1');
    expect([...url.searchParams.keys()]).toEqual(['api', 'query']);
  });
});
