// Lists the recordings under public/audio/ when the app is built, as the module `virtual:audio-files`,
// so a meditation requests only a recording that ships, never a missing one (issue 27).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const moduleId = 'virtual:audio-files';
const resolvedId = `\0${moduleId}`;
const AUDIO_FOLDER = 'audio';
const AUDIO_FILE = /\.(aac|m4a|mp3|oga|ogg|opus|wav|webm)$/i;

/** The public URL of every recording in `publicDir`/audio/, sorted; none when the folder is absent. */
export async function listAudioFiles(publicDir: string): Promise<string[]> {
  if (!publicDir) return [];
  const entries = await readdir(path.join(publicDir, AUDIO_FOLDER), { withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile() && AUDIO_FILE.test(entry.name))
    .map((entry) => `/${AUDIO_FOLDER}/${entry.name}`)
    .sort();
}

export function audioFiles(): Plugin {
  let publicDir = '';
  return {
    name: 'vita365-audio-files',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (publicDir) this.addWatchFile(path.join(publicDir, AUDIO_FOLDER));
      return `export const audioFiles = ${JSON.stringify(await listAudioFiles(publicDir))};`;
    },
  };
}
