// A frightened member who does not know answers "No" to "¿No sabes…?" meaning "no, no lo sé", and the
// test reads the opposite (issue 26). So a yes/no question (a `bool` field, or a `choice` with a «Sí»
// option such as Sí / No / No estoy seguro) must be asked positively: its label may not start with a
// negation. Write "¿Sabes a qué hora empezaron?" with "No" and "No estoy seguro" on the safe side.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import type { ContentCheck } from './contentCheck.ts';
import { triageRuleFiles } from './triageContentFiles.ts';

/** "no", "nunca", "nadie", "ni", "tampoco", "jamás", "sin" as the first word, after '¿' or '¡'. */
const negatedStart =
  /^[\s¿¡"«]*(no|nunca|nadie|ni|tampoco|jam[aá]s|sin|ningún|ninguna|ninguno)(?!\p{L})/iu;

interface FieldLike {
  readonly id?: unknown;
  readonly type?: unknown;
  readonly label?: unknown;
  readonly options?: unknown;
}

function isYesNoQuestion(field: FieldLike): boolean {
  if (field.type === 'bool') return true;
  if (field.type !== 'choice' || !Array.isArray(field.options)) return false;
  return field.options.some(
    (option: unknown) =>
      typeof option === 'object' &&
      option !== null &&
      'label' in option &&
      typeof option.label === 'string' &&
      option.label.trim().toLowerCase() === 'sí',
  );
}

/** The negation a label starts with, or undefined. */
export function leadingNegation(label: string): string | undefined {
  return negatedStart.exec(label)?.[1];
}

export const triageYesNoQuestionsArePositive: ContentCheck = {
  name: 'triage yes/no questions are asked positively',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of triageRuleFiles(context)) {
      const fields: unknown = (data as { fields?: unknown } | null)?.fields;
      if (!Array.isArray(fields)) continue;
      fields.forEach((raw: unknown, index) => {
        if (typeof raw !== 'object' || raw === null) return;
        const field = raw as FieldLike;
        if (typeof field.label !== 'string' || !isYesNoQuestion(field)) return;
        const negation = leadingNegation(field.label);
        if (negation === undefined) return;
        problems.push(
          contentProblem(
            file,
            ['fields', index, 'label'],
            `the yes/no question "${String(field.id)}" starts with a negation ("${negation}"): a member who does not know would answer "No" meaning "I don't know". Ask it positively, e.g. "¿Sabes…?" with Sí / No / No estoy seguro`,
          ),
        );
      });
    }
    return problems;
  },
};
