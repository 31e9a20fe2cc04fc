// Which app store the landing's store buttons open (spec §1: by device, Android being the default).

export type AppStore = 'android' | 'ios';

export interface DeviceHints {
  /** `navigator.userAgent`. */
  readonly userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS 13+ reports a desktop Mac user agent, and only touch gives it away. */
  readonly maxTouchPoints?: number;
}

const appleMobileDevice = /\b(iPhone|iPad|iPod)\b/i;
const macintosh = /\bMacintosh\b/i;
// Checked first: some Android browsers also claim to be "like iPhone" for compatibility.
const android = /\bAndroid\b/i;

/** The App Store for iPhone, iPad and iPod (and iPadOS posing as a Mac with touch); Google Play otherwise. */
export function storeForUserAgent({ userAgent, maxTouchPoints = 0 }: DeviceHints): AppStore {
  if (android.test(userAgent)) return 'android';
  if (appleMobileDevice.test(userAgent)) return 'ios';
  if (macintosh.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}
