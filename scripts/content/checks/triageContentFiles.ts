// The triage files the content checks read: the ten tests and the general danger signs that every
// test includes (content/triage/general-signs.json), raw as validated, or joined as the app reads them.
import type { TriageGeneralSigns } from '../../../src/content/types/triage-general-signs.ts';
import type { TriageTest } from '../../../src/content/types/triage-test.ts';
import {
  withGeneralSigns,
  type TriageTestWithGeneralSigns,
} from '../../../src/domain/triage/triageGeneralSigns.ts';
import { arrayAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type CheckContext, type JsonContentFile } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

/** content/triage/general-signs.json, if present. */
export function generalSignsFile(context: CheckContext): JsonContentFile | undefined {
  return filesOfSchema(context, contentSchemas.triageGeneralSigns)[0];
}

/** The ids of the general signs' questions, which every test's rules may read. */
export function generalSignFieldIds(context: CheckContext): ReadonlySet<string> {
  return new Set(
    arrayAt(generalSignsFile(context)?.data, 'fields').flatMap((f) => stringAt(f, 'id') ?? []),
  );
}

/** Every file with triage questions and rules: the tests, then the general signs. */
export function triageRuleFiles(context: CheckContext): readonly JsonContentFile[] {
  const general = generalSignsFile(context);
  return [
    ...filesOfSchema(context, contentSchemas.triageTest),
    ...(general === undefined ? [] : [general]),
  ];
}

export interface JoinedTriageTest {
  readonly file: string;
  readonly test: TriageTestWithGeneralSigns;
}

/**
 * Each test joined with the general signs, as the app reads it. A test that cannot be joined (its
 * file or the general signs' failed their schema, which is reported already) is left out.
 */
export function joinedTriageTests(context: CheckContext): JoinedTriageTest[] {
  const general = generalSignsFile(context);
  if (general === undefined) return [];
  return filesOfSchema(context, contentSchemas.triageTest).flatMap(({ file, data }) => {
    try {
      // Both passed (or were reported by) schema validation before the checks run.
      return [
        { file, test: withGeneralSigns(data as TriageTest, general.data as TriageGeneralSigns) },
      ];
    } catch {
      return [];
    }
  });
}
