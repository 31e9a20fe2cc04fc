// One thing wrong with the content, addressed so an editor can find it: the file (relative to the
// project root, with forward slashes), a JSON pointer inside it, and a plain message.

export type PathSegment = string | number;

export interface ContentProblem {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
}

/** A JSON pointer (RFC 6901) from path segments; the whole document is shown as '/'. */
export function jsonPointer(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return '/';
  return segments
    .map((segment) => '/' + String(segment).replaceAll('~', '~0').replaceAll('/', '~1'))
    .join('');
}

export function contentProblem(
  file: string,
  segments: readonly PathSegment[] | string,
  message: string,
): ContentProblem {
  const pointer = typeof segments === 'string' ? segments || '/' : jsonPointer(segments);
  return { file, pointer, message };
}

/** The one-line form printed by `npm run validate:content` and by the build. */
export function formatContentProblem(problem: ContentProblem): string {
  return `${problem.file}  ${problem.pointer}  ${problem.message}`;
}

export function sortContentProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        a.pointer.localeCompare(b.pointer) ||
        a.message.localeCompare(b.message),
    )
    .filter((problem) => {
      const line = formatContentProblem(problem);
      if (seen.has(line)) return false;
      seen.add(line);
      return true;
    });
}
