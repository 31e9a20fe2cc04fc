// In any list of objects with an `id` (rules of a test, fields, options, frequencies, plans,
// services, notifications…) the ids must differ: the app looks things up and stores them by id.
import { contentProblem, type ContentProblem, type PathSegment } from '../contentProblem.ts';
import { isRecord } from '../../lib/jsonAccess.ts';
import type { ContentCheck } from './contentCheck.ts';

function checkNode(
  file: string,
  node: unknown,
  path: readonly PathSegment[],
  problems: ContentProblem[],
): void {
  if (Array.isArray(node)) {
    const firstSeen = new Map<string, number>();
    node.forEach((item, index) => {
      const id = isRecord(item) ? item['id'] : undefined;
      if (typeof id === 'string') {
        const first = firstSeen.get(id);
        if (first === undefined) firstSeen.set(id, index);
        else
          problems.push(
            contentProblem(
              file,
              [...path, index, 'id'],
              `duplicate id "${id}" (already used by item ${first} of this list)`,
            ),
          );
      }
      checkNode(file, item, [...path, index], problems);
    });
    return;
  }
  if (isRecord(node)) {
    for (const [key, value] of Object.entries(node))
      checkNode(file, value, [...path, key], problems);
  }
}

export const idsAreUniqueWithinEachList: ContentCheck = {
  name: 'ids are unique within each list',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of context.json) checkNode(file, data, [], problems);
    return problems;
  },
};
