import { describe, expect, it, vi } from 'vitest';
import { shippedAudioSrc } from '../../../src/content/shippedAudioSrc';

vi.mock('virtual:audio-files', () => ({ audioFiles: ['/audio/escaneo-corporal.mp3'] }));

describe('recordings the app ships', () => {
  it('gives a recording the build found under public/audio/', () => {
    expect(shippedAudioSrc('/audio/escaneo-corporal.mp3')).toBe('/audio/escaneo-corporal.mp3');
  });

  it('gives nothing for a recording that does not ship, so nothing requests it', () => {
    expect(shippedAudioSrc('/audio/pausa-para-la-ansiedad.mp3')).toBeUndefined();
    expect(shippedAudioSrc(undefined)).toBeUndefined();
  });
});
