// What a content check is: one rule that JSON Schema cannot express (it spans files, walks rules or
// compares with generated code), run by `npm run validate:content` after schema validation.
import type { ContentProblem } from '../contentProblem.ts';

export interface JsonContentFile {
  /** Relative to the project root, with forward slashes. */
  readonly file: string;
  /** The schema it was validated against, relative to schemas/, or undefined if none matched. */
  readonly schema: string | undefined;
  /** Parsed JSON; checks also see files that failed their schema, so read it carefully. */
  readonly data: unknown;
}

export interface TextContentFile {
  readonly file: string;
  readonly text: string;
}

export interface CheckContext {
  readonly root: string;
  readonly json: readonly JsonContentFile[];
  readonly mdx: readonly TextContentFile[];
}

export interface ContentCheck {
  /** Says what the check ensures, e.g. 'triage rules use defined fields'. */
  readonly name: string;
  run(context: CheckContext): ContentProblem[] | Promise<ContentProblem[]>;
}

/** The files validated by one schema, e.g. filesOfSchema(context, 'triage-test.schema.json'). */
export function filesOfSchema(context: CheckContext, schema: string): readonly JsonContentFile[] {
  return context.json.filter((file) => file.schema === schema);
}
