// The content checks on small in-memory cases, where the command-line fixtures would be slow:
// JSON-Logic scoping, the operator probe, the pricing and coverage cross-file rules, and the
// editor help ("$schema" lines and the shipped VS Code settings).
import { describe, expect, it } from 'vitest';
import type { CheckContext, JsonContentFile } from '../../../scripts/content/checks/contentCheck';
import { contentFilesNameTheirSchema } from '../../../scripts/content/checks/contentFilesNameTheirSchema';
import { coverageCategoriesMatchServiceFiles } from '../../../scripts/content/checks/coverageCategoriesMatchServiceFiles';
import { coverageServiceIdsAreUniqueAcrossCategories } from '../../../scripts/content/checks/coverageServiceIdsAreUniqueAcrossCategories';
import {
  editorSettingsMatchSchemaIndex,
  expectedEditorSchemas,
} from '../../../scripts/content/checks/editorSettingsMatchSchemaIndex';
import { familyDiscountsCoverEverySize } from '../../../scripts/content/checks/familyDiscountsCoverEverySize';
import { triageLevelsHaveCtaAndAdvice } from '../../../scripts/content/checks/triageLevelsHaveCtaAndAdvice';
import { triageRulesUseDefinedFields } from '../../../scripts/content/checks/triageRulesUseDefinedFields';
import {
  isSupportedJsonLogicOperator,
  triageRulesUseSupportedOperators,
} from '../../../scripts/content/checks/triageRulesUseSupportedOperators';
import {
  leadingNegation,
  triageYesNoQuestionsArePositive,
} from '../../../scripts/content/checks/triageYesNoQuestionsArePositive';
import { triageSelfcareGuidesExist } from '../../../scripts/content/checks/triageSelfcareGuidesExist';
import type { ContentProblem } from '../../../scripts/content/contentProblem';
import { projectRoot } from './projectCopy';

function context(...json: JsonContentFile[]): CheckContext {
  return { root: '/nowhere', json, mdx: [] };
}

function triageTest(
  rules: readonly unknown[],
  extra: Record<string, unknown> = {},
): JsonContentFile {
  return {
    file: 'content/triage/tests/t.json',
    schema: 'triage-test.schema.json',
    data: { id: 't', fields: [{ id: 'spo2' }, { id: 'symptoms' }], rules, ...extra },
  };
}

const pointers = (problems: readonly ContentProblem[]) => problems.map((p) => p.pointer);

describe('triage rule checks', () => {
  it('accept vars that name fields, including dotted paths and missing/missing_some', async () => {
    const file = triageTest([
      {
        id: 'r',
        condition: {
          and: [
            { '<=': [{ var: 'spo2' }, 90] },
            { missing: ['spo2'] },
            { missing_some: [1, ['symptoms']] },
          ],
        },
      },
    ]);
    expect(await triageRulesUseDefinedFields.run(context(file))).toEqual([]);
  });

  it('ignore vars inside the per-element logic of some/all/map, which read the element', async () => {
    const file = triageTest([
      { id: 'r', condition: { some: [{ var: 'symptoms' }, { '==': [{ var: '' }, 'x'] }] } },
    ]);
    expect(await triageRulesUseDefinedFields.run(context(file))).toEqual([]);
  });

  it('report an unknown field in an extra condition and in missing_some with its pointer', async () => {
    const file = triageTest([
      { id: 'r', condition: true, extraCondition: { missing_some: [1, ['spo2', 'pulse']] } },
    ]);
    expect(pointers(await triageRulesUseDefinedFields.run(context(file)))).toEqual([
      '/rules/0/extraCondition/missing_some/1/1',
    ]);
  });

  it('tell operators json-logic-js knows from ones it does not', () => {
    for (const operator of ['var', 'and', 'or', '!', '<=', 'in', 'some', 'missing_some', '+']) {
      expect(isSupportedJsonLogicOperator(operator)).toBe(true);
    }
    for (const operator of ['equals', 'toString', 'constructor', 'between']) {
      expect(isSupportedJsonLogicOperator(operator)).toBe(false);
    }
  });

  it('report an object with two keys, which json-logic-js would read as data', async () => {
    const file = triageTest([{ id: 'r', condition: { or: [{ var: 'spo2', '>': 1 }] } }]);
    expect(pointers(await triageRulesUseSupportedOperators.run(context(file)))).toEqual([
      '/rules/0/condition/or/0',
    ]);
  });

  it('require advice and a call to action for D even when no rule produces D', async () => {
    const file = triageTest([{ id: 'r', condition: true, action: { level: 'C' } }], {
      cta: { C: { label: 'Agendar', route: 'care/schedule' } },
      advice: { C: 'Agenda una consulta.' },
    });
    expect(pointers(await triageLevelsHaveCtaAndAdvice.run(context(file)))).toEqual([
      '/cta/D',
      '/advice/D',
    ]);
  });
});

describe('triage yes/no questions (issue 26)', () => {
  const yesNoUnsure = [
    { id: 'known', label: 'Sí' },
    { id: 'unknown', label: 'No' },
    { id: 'unsure', label: 'No estoy seguro' },
  ];

  it('reject a yes/no or Sí / No / No estoy seguro question whose label starts with a negation', async () => {
    const file = triageTest([], {
      fields: [
        { id: 'onset_unknown', type: 'bool', label: '¿No se sabe cuándo empezaron?' },
        {
          id: 'pain_time',
          type: 'choice',
          label: '¿Nunca has medido el tiempo?',
          options: yesNoUnsure,
        },
        { id: 'alone', type: 'bool', label: '  ¿Nadie está contigo?' },
      ],
    });
    const problems = await triageYesNoQuestionsArePositive.run(context(file));
    expect(pointers(problems)).toEqual(['/fields/0/label', '/fields/1/label', '/fields/2/label']);
  });

  it('accept positive questions, and negations that are not the first word or not yes/no', async () => {
    const file = triageTest([], {
      fields: [
        {
          id: 'onset',
          type: 'choice',
          label: '¿Sabes a qué hora empezaron?',
          options: yesNoUnsure,
        },
        { id: 'resolved', type: 'bool', label: '¿Las señales ya desaparecieron?' },
        { id: 'nausea', type: 'bool', label: '¿Notas que no puedes tragar?' },
        { id: 'niece', type: 'bool', label: '¿Nieva donde estás?' },
        {
          id: 'how',
          type: 'choice',
          label: 'No sé cómo describirlo',
          options: [
            { id: 'a', label: 'Opresión' },
            { id: 'b', label: 'Ardor' },
          ],
        },
      ],
    });
    expect(await triageYesNoQuestionsArePositive.run(context(file))).toEqual([]);
    expect(leadingNegation('¿Ni siquiera puedes caminar?')).toBe('Ni');
    expect(leadingNegation('¿Sin aire?')).toBe('Sin');
  });
});

describe('self-care guides (issue 27, item 5)', () => {
  const fever = triageTest([], { id: 'fever_sepsis', cta: { D: { route: 'selfcare/fever' } } });
  const feverTest: JsonContentFile = { ...fever, file: 'content/triage/tests/fever_sepsis.json' };
  const guideText = (meta: string, sections: readonly string[]) =>
    [
      meta,
      '',
      'Texto.',
      ...sections.flatMap((section) => ['', `## ${section}`, '', `- ${section}.`]),
      '- [NHS](https://www.nhs.uk/x)',
    ].join('\n');
  const goodMeta =
    "export const meta = { testId: 'fever_sepsis', title: 'Fiebre', sources: [{ label: 'NHS', url: 'https://www.nhs.uk/x' }] };";
  const sections = [
    'Qué hacer ahora',
    'Qué vigilar',
    'Cuándo repetir el test o llamar al 911',
    'Fuentes',
  ];
  const run = (...mdx: { file: string; text: string }[]) =>
    triageSelfcareGuidesExist.run({ root: '/nowhere', json: [feverTest], mdx });

  it('accept a guide with its test id, title, sources and the four sections in order', async () => {
    const problems = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: guideText(goodMeta, sections),
    });
    expect(problems).toEqual([]);
  });

  it('report a route without a guide at the route, and a guide no route opens', async () => {
    const problems = await run({
      file: 'content/triage/selfcare/ghost.mdx',
      text: guideText(goodMeta, sections),
    });
    expect(problems.map((p) => [p.file, p.pointer])).toEqual([
      ['content/triage/tests/fever_sepsis.json', '/cta/D/route'],
      ['content/triage/selfcare/ghost.mdx', '/'],
    ]);
  });

  it('report a wrong test id, a missing or reordered section, an unlinked source and a component', async () => {
    const wrongId = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: guideText(goodMeta.replace('fever_sepsis', 'dyspnea'), sections),
    });
    expect(pointers(wrongId)).toEqual(['/meta/testId']);
    const reordered = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: guideText(goodMeta, [sections[1]!, sections[0]!, sections[2]!, sections[3]!]),
    });
    expect(pointers(reordered)).toEqual(['/sections']);
    const missing = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: guideText(goodMeta, sections.slice(1)),
    });
    expect(pointers(missing)).toEqual(['/sections']);
    const unlinked = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: guideText(goodMeta.replace('https://www.nhs.uk/x', 'https://who.int/y'), sections),
    });
    expect(pointers(unlinked)).toEqual(['/meta/sources/0']);
    const component = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: `${guideText(goodMeta, sections)}\n\n<Aviso />`,
    });
    expect(pointers(component)).toEqual(['/line/22']);
    const noMeta = await run({
      file: 'content/triage/selfcare/fever.mdx',
      text: '## Qué hacer ahora',
    });
    expect(pointers(noMeta)).toEqual(['/meta']);
  });
});

describe('pricing and coverage checks', () => {
  const pricingFile = (familyDiscounts: unknown): JsonContentFile => ({
    file: 'content/pricing/pricing.json',
    schema: 'pricing.schema.json',
    data: { familyDiscounts },
  });

  it('accept contiguous family bands ending open', async () => {
    const bands = [
      { minMembers: 1, maxMembers: 1 },
      { minMembers: 2, maxMembers: 3 },
      { minMembers: 4 },
    ];
    expect(await familyDiscountsCoverEverySize.run(context(pricingFile(bands)))).toEqual([]);
  });

  it('reject overlapping bands and a closed last band', async () => {
    const bands = [
      { minMembers: 1, maxMembers: 2 },
      { minMembers: 2, maxMembers: 9 },
    ];
    expect(pointers(await familyDiscountsCoverEverySize.run(context(pricingFile(bands))))).toEqual([
      '/familyDiscounts/1/minMembers',
      '/familyDiscounts/1/maxMembers',
    ]);
  });

  const categories: JsonContentFile = {
    file: 'content/coverage/categories.json',
    schema: 'coverage-categories.schema.json',
    data: { categories: [{ id: 'medica' }, { id: 'vial' }] },
  };
  const services = (name: string, ids: readonly string[]): JsonContentFile => ({
    file: `content/coverage/services/${name}.json`,
    schema: 'coverage-services.schema.json',
    data: { services: ids.map((id) => ({ id })) },
  });

  it('pair every category with its services file and the other way round', async () => {
    const problems = await coverageCategoriesMatchServiceFiles.run(
      context(categories, services('medica', ['a']), services('hogar', ['b'])),
    );
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'content/coverage/categories.json /categories/1/id',
      'content/coverage/services/hogar.json /',
    ]);
  });

  it('report a service id used in two categories', async () => {
    const problems = await coverageServiceIdsAreUniqueAcrossCategories.run(
      context(services('medica', ['plomero']), services('vial', ['grua', 'plomero'])),
    );
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'content/coverage/services/vial.json /services/1/id',
    ]);
  });
});

describe('editor help', () => {
  it('asks each content file for the "$schema" path schemas/index.json gives it', async () => {
    const file = (name: string, data: unknown): JsonContentFile => ({
      file: name,
      schema: 'triage-test.schema.json',
      data,
    });
    const problems = await contentFilesNameTheirSchema.run(
      context(
        file('content/triage/tests/ok.json', {
          $schema: '../../../schemas/triage-test.schema.json',
        }),
        file('content/triage/tests/wrong.json', {
          $schema: '../../schemas/triage-test.schema.json',
        }),
        file('content/triage/tests/missing.json', {}),
      ),
    );
    expect(problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'content/triage/tests/wrong.json /$schema',
      'content/triage/tests/missing.json /$schema',
    ]);
    expect(problems[1]?.message).toContain('"$schema": "../../../schemas/triage-test.schema.json"');
  });

  it('ships editor settings that map every kind of content file to its schema', async () => {
    const problems = await editorSettingsMatchSchemaIndex.run({
      root: projectRoot,
      json: [],
      mdx: [],
    });
    expect(problems).toEqual([]);
    expect(await expectedEditorSchemas(projectRoot)).toContainEqual({
      fileMatch: ['/content/triage/tests/*.json'],
      url: './schemas/triage-test.schema.json',
    });
  });
});
