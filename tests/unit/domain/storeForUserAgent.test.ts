import { describe, expect, it } from 'vitest';
import { storeForUserAgent } from '../../../src/domain/device/storeForUserAgent';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  chromeOnIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.35 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('storeForUserAgent', () => {
  it.each([
    ['an iPhone', agents.iPhone],
    ['an iPad with an iPad user agent', agents.iPad],
    ['an iPod touch', agents.iPod],
    ['Chrome on an iPhone', agents.chromeOnIPhone],
  ])('sends %s to the App Store', (_device, userAgent) => {
    expect(storeForUserAgent({ userAgent, maxTouchPoints: 5 })).toBe('ios');
  });

  it('sends an iPad that reports itself as a Mac with a touch screen to the App Store', () => {
    expect(storeForUserAgent({ userAgent: agents.mac, maxTouchPoints: 5 })).toBe('ios');
  });

  it('keeps a real Mac, which has no touch screen, on the default store', () => {
    expect(storeForUserAgent({ userAgent: agents.mac, maxTouchPoints: 0 })).toBe('android');
    expect(storeForUserAgent({ userAgent: agents.mac })).toBe('android');
  });

  it.each([
    ['an Android phone', agents.androidPhone],
    ['an Android tablet', agents.androidTablet],
  ])('sends %s to Google Play', (_device, userAgent) => {
    expect(storeForUserAgent({ userAgent, maxTouchPoints: 5 })).toBe('android');
  });

  it.each([
    ['Windows', agents.windows],
    ['desktop Linux', agents.linux],
    ['an empty user agent', ''],
  ])('defaults to Google Play on %s', (_device, userAgent) => {
    expect(storeForUserAgent({ userAgent, maxTouchPoints: 0 })).toBe('android');
  });
});
