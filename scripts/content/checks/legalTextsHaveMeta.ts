// Legal texts are MDX read by the legal page: each must export `meta` with a title and an ISO
// `updated` date, say that date in words, and stay plain Markdown (MDX would take '<' as a component
// and '{' as code, and either could break the build or render something unexpected).
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import type { ContentCheck, TextContentFile } from './contentCheck.ts';

const metaBlock = /^export const meta = \{([^}]*)\};?[ \t]*$/m;
const titleField = /\btitle:\s*(['"])(.+?)\1/;
const updatedField = /\bupdated:\s*(['"])(.*?)\1/;
const spanishLongDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function isoDate(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : undefined;
}

function bodyProblems(
  { file, text }: TextContentFile,
  metaLines: ReadonlySet<number>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  text.split('\n').forEach((line, index) => {
    if (metaLines.has(index)) return;
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

function legalTextProblems(mdx: TextContentFile): ContentProblem[] {
  const { file, text } = mdx;
  const meta = metaBlock.exec(text);
  if (!meta) {
    return [
      contentProblem(
        file,
        ['meta'],
        "must start with export const meta = { title: '…', updated: 'YYYY-MM-DD' };",
      ),
    ];
  }
  const firstLine = text.slice(0, meta.index).split('\n').length - 1;
  const metaLines = new Set(meta[0].split('\n').map((_, offset) => firstLine + offset));
  const problems = bodyProblems(mdx, metaLines);
  const fields = meta[1] ?? '';
  if (!titleField.exec(fields)?.[2]?.trim()) {
    problems.push(contentProblem(file, ['meta', 'title'], 'meta needs a title'));
  }
  const updatedText = updatedField.exec(fields)?.[2];
  const updated = updatedText === undefined ? undefined : isoDate(updatedText);
  if (!updated) {
    problems.push(
      contentProblem(file, ['meta', 'updated'], 'meta needs updated as a real date YYYY-MM-DD'),
    );
  } else if (!text.includes(spanishLongDate.format(updated))) {
    problems.push(
      contentProblem(
        file,
        ['meta', 'updated'],
        `the text must give the same date in words: "${spanishLongDate.format(updated)}"`,
      ),
    );
  }
  return problems;
}

export const legalTextsHaveMeta: ContentCheck = {
  name: 'legal texts export a title and an update date and are plain Markdown',
  run(context) {
    return context.mdx
      .filter(({ file }) => file.startsWith('content/legal/'))
      .flatMap(legalTextProblems);
  },
};
