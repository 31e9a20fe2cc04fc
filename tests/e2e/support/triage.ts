// The questions the clinical review (issue 20) added, read from the content and the frozen copy of
// the tests before the review, so the e2e spec checks every one of them as a member sees it.
import { readdirSync, readFileSync } from 'node:fs';

interface Field {
  readonly id: string;
  readonly type: 'bool' | 'number' | 'choice';
  readonly label: string;
  readonly help?: string;
}

interface TestFile {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  readonly fields: readonly Field[];
}

export interface ReviewQuestions {
  readonly title: string;
  readonly fields: readonly Field[];
}

const contentDir = new URL('../../../content/triage/tests/', import.meta.url);
const baselineDir = new URL('../../fixtures/triage-baseline/', import.meta.url);

function read(dir: URL, name: string): TestFile {
  return JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as TestFile;
}

/** Per test, in screen order: its title and the questions it did not have before the review. */
export function reviewQuestions(): ReviewQuestions[] {
  return readdirSync(contentDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const test = read(contentDir, name);
      const before = new Set(read(baselineDir, name).fields.map((field) => field.id));
      return {
        order: test.order,
        title: test.title,
        fields: test.fields.filter((f) => !before.has(f.id)),
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ title, fields }) => ({ title, fields }));
}
