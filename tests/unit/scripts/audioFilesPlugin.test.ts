import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listAudioFiles } from '../../../scripts/build/audioFilesPlugin';

let publicDir = '';

afterEach(async () => {
  if (publicDir) await rm(publicDir, { recursive: true, force: true });
});

describe('the build’s list of recordings', () => {
  it('lists the audio files of public/audio/ as URLs, sorted, and nothing else', async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'vita-audio-'));
    await mkdir(path.join(publicDir, 'audio', 'borradores'), { recursive: true });
    for (const name of ['escaneo-corporal.mp3', 'amabilidad-contigo.M4A', 'LEEME.txt']) {
      await writeFile(path.join(publicDir, 'audio', name), '');
    }
    await writeFile(path.join(publicDir, 'audio', 'borradores', 'prueba.mp3'), '');
    expect(await listAudioFiles(publicDir)).toEqual([
      '/audio/amabilidad-contigo.M4A',
      '/audio/escaneo-corporal.mp3',
    ]);
  });

  it('is empty when there is no audio folder or no public folder', async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'vita-audio-'));
    expect(await listAudioFiles(publicDir)).toEqual([]);
    expect(await listAudioFiles('')).toEqual([]);
  });
});
