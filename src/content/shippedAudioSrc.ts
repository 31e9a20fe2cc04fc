// Which recordings ship with the app: the build lists public/audio/ (scripts/build/audioFilesPlugin.ts),
// so an item whose recording is not there requests nothing (a request would only get a 404).
import { audioFiles } from 'virtual:audio-files';

const shipped = new Set(audioFiles);

/** The item's recording when the app ships it, else undefined. */
export function shippedAudioSrc(src: string | undefined): string | undefined {
  return src !== undefined && shipped.has(src) ? src : undefined;
}
