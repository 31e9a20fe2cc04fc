// Every `selfcare/<topic>` route a triage test's call to action names opens a guide (issue 27,
// item 5): content/triage/selfcare/<topic>.mdx, drawn by the content-page renderer. Each guide
// exports `meta` with the test id it belongs to, a title and its sources; has exactly the four
// sections below, in order; lists every source as a link under «Fuentes»; and stays plain Markdown
// (MDX would read '<' as a component and '{' as code). A guide no route uses is reported too.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import type { ContentCheck, TextContentFile } from './contentCheck.ts';
import { filesOfSchema } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

export const SELFCARE_DIR = 'content/triage/selfcare/';

/** The guide's `##` headings, exactly and in this order. */
export const SELFCARE_SECTIONS = [
  'Qué hacer ahora',
  'Qué vigilar',
  'Cuándo repetir el test o llamar al 911',
  'Fuentes',
] as const;

const SOURCES_SECTION = 'Fuentes';

export interface SelfcareMeta {
  readonly testId: string | undefined;
  readonly title: string | undefined;
  readonly sources: readonly { readonly label: string; readonly url: string }[];
}

interface SelfcareRoute {
  readonly topic: string;
  readonly testId: string;
  readonly file: string;
  readonly level: string;
}

const metaStart = /^export const meta = \{/;
const testIdField = /\btestId:\s*(['"])(.+?)\1/;
const titleField = /\btitle:\s*(['"])(.+?)\1/;
const sourceEntry = /\{\s*label:\s*(['"])(.+?)\1,\s*url:\s*(['"])(.+?)\3,?\s*\}/g;

/** The meta block: from `export const meta = {` to the first blank line. */
function metaBlock(text: string): { source: string; lines: number } | undefined {
  if (!metaStart.test(text)) return undefined;
  const end = text.search(/\n\s*\n/);
  const source = end === -1 ? text : text.slice(0, end);
  return { source, lines: source.split('\n').length };
}

export function readSelfcareMeta(text: string): SelfcareMeta | undefined {
  const block = metaBlock(text);
  if (block === undefined) return undefined;
  const sources = [...block.source.matchAll(sourceEntry)].map((match) => ({
    label: match[2] ?? '',
    url: match[4] ?? '',
  }));
  return {
    testId: testIdField.exec(block.source)?.[2],
    title: titleField.exec(block.source)?.[2]?.trim() || undefined,
    sources,
  };
}

/** The `##` headings in order, and the text of the «Fuentes» section. */
export function selfcareSections(text: string): { headings: string[]; sourcesText: string } {
  const headings: string[] = [];
  let sourcesText = '';
  let inSources = false;
  for (const line of text.split('\n')) {
    const heading = /^##\s+(.+?)\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      headings.push(heading);
      inSources = heading === SOURCES_SECTION;
    } else if (inSources) {
      sourcesText += `${line}\n`;
    }
  }
  return { headings, sourcesText };
}

function bodyProblems(file: string, text: string, metaLines: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  text.split('\n').forEach((line, index) => {
    if (index < metaLines) return;
    const at = ['line', index + 1];
    if (/^\s*(import|export)\b/.test(line)) {
      problems.push(contentProblem(file, at, 'only `export const meta = {…}` may be exported'));
    } else if (/<[A-Za-z/!]/.test(line)) {
      problems.push(contentProblem(file, at, "'<' starts a component or HTML tag in MDX"));
    } else if (/[{}]/.test(line)) {
      problems.push(contentProblem(file, at, "'{' or '}' is read as code in MDX"));
    }
  });
  return problems;
}

function guideProblems(guide: TextContentFile, route: SelfcareRoute): ContentProblem[] {
  const { file, text } = guide;
  const meta = readSelfcareMeta(text);
  if (meta === undefined) {
    return [
      contentProblem(
        file,
        ['meta'],
        "must start with export const meta = { testId: '…', title: '…', sources: [{ label: '…', url: 'https://…' }] };",
      ),
    ];
  }
  const problems = bodyProblems(file, text, metaBlock(text)?.lines ?? 0);
  if (meta.testId !== route.testId) {
    problems.push(
      contentProblem(
        file,
        ['meta', 'testId'],
        `meta.testId must be "${route.testId}", the test whose call to action opens selfcare/${route.topic}`,
      ),
    );
  }
  if (meta.title === undefined)
    problems.push(contentProblem(file, ['meta', 'title'], 'meta needs a title'));
  if (meta.sources.length === 0) {
    problems.push(
      contentProblem(file, ['meta', 'sources'], 'meta needs at least one source { label, url }'),
    );
  }
  const { headings, sourcesText } = selfcareSections(text);
  if (JSON.stringify(headings) !== JSON.stringify(SELFCARE_SECTIONS)) {
    problems.push(
      contentProblem(
        file,
        ['sections'],
        `must have exactly these ## sections in order: ${SELFCARE_SECTIONS.map((s) => `«${s}»`).join(', ')} (found: ${headings.map((h) => `«${h}»`).join(', ') || 'none'})`,
      ),
    );
  }
  meta.sources.forEach((source, index) => {
    if (!source.url.startsWith('https://')) {
      problems.push(
        contentProblem(
          file,
          ['meta', 'sources', index, 'url'],
          'a source url must start with https://',
        ),
      );
    }
    if (!sourcesText.includes(`](${source.url})`)) {
      problems.push(
        contentProblem(
          file,
          ['meta', 'sources', index],
          `the «Fuentes» section must link ${source.url}`,
        ),
      );
    }
  });
  return problems;
}

function selfcareRoutes(context: Parameters<ContentCheck['run']>[0]): SelfcareRoute[] {
  return filesOfSchema(context, contentSchemas.triageTest).flatMap(({ file, data }) => {
    const test = data as {
      id?: unknown;
      cta?: Record<string, { route?: unknown } | undefined>;
    } | null;
    if (typeof test?.id !== 'string' || test.cta === undefined) return [];
    const testId = test.id;
    return Object.entries(test.cta).flatMap(([level, cta]) => {
      const route = cta?.route;
      if (typeof route !== 'string' || !route.startsWith('selfcare/')) return [];
      return [{ topic: route.slice('selfcare/'.length), testId, file, level }];
    });
  });
}

export const triageSelfcareGuidesExist: ContentCheck = {
  name: 'every selfcare route of the triage tests has its guide',
  run(context) {
    const problems: ContentProblem[] = [];
    const guides = new Map(
      context.mdx
        .filter(({ file }) => file.startsWith(SELFCARE_DIR))
        .map((guide) => [guide.file, guide]),
    );
    const used = new Set<string>();
    for (const route of selfcareRoutes(context)) {
      const guideFile = `${SELFCARE_DIR}${route.topic}.mdx`;
      used.add(guideFile);
      const guide = guides.get(guideFile);
      if (guide === undefined) {
        problems.push(
          contentProblem(
            route.file,
            ['cta', route.level, 'route'],
            `selfcare/${route.topic} has no guide: write ${guideFile}`,
          ),
        );
      } else {
        problems.push(...guideProblems(guide, route));
      }
    }
    for (const file of guides.keys()) {
      if (!used.has(file)) {
        problems.push(
          contentProblem(
            file,
            [],
            'no triage test opens this guide (no cta route selfcare/<this file>)',
          ),
        );
      }
    }
    return problems;
  },
};
