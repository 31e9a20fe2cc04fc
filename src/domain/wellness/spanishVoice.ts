// Which of the browser's speech voices reads a meditation aloud: Mexican Spanish first, then Latin
// American and US Spanish, then any Spanish; within a rank a voice on the device beats a network one
// (it keeps working on a poor connection). Plain data in, so it is testable without a browser.

export interface VoiceLike {
  readonly lang: string;
  readonly name: string;
  readonly localService?: boolean;
  readonly default?: boolean;
}

const PREFERRED_REGIONS = ['mx', '419', 'us'];

/** 0 is best; undefined means the voice does not speak Spanish. */
function rankOf(voice: VoiceLike): number | undefined {
  const [language, region] = voice.lang.toLowerCase().replace(/_/g, '-').split('-');
  if (language !== 'es') return undefined;
  const regionRank = region === undefined ? -1 : PREFERRED_REGIONS.indexOf(region);
  const byRegion = regionRank === -1 ? PREFERRED_REGIONS.length : regionRank;
  return byRegion * 2 + (voice.localService === false ? 1 : 0);
}

export function pickSpanishVoice<V extends VoiceLike>(voices: readonly V[]): V | undefined {
  let best: { voice: V; rank: number } | undefined;
  for (const voice of voices) {
    const rank = rankOf(voice);
    if (rank !== undefined && (best === undefined || rank < best.rank)) best = { voice, rank };
  }
  return best?.voice;
}
