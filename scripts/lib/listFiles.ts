import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as paths relative to `root` with forward slashes, sorted; [] if absent. */
export async function listFiles(root: string, dir: string): Promise<string[]> {
  const absolute = path.join(root, dir);
  let entries;
  try {
    entries = await readdir(absolute, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
