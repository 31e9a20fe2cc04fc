// The review document of one triage test (content/triage/review/<id>.md): every rule in evaluation
// order with its level, its condition in Spanish words, the reason the member reads and where it
// comes from, then the questions and what each level offers. A clinical lead signs a change off by
// reading the diff of this file. `npm run triage:table` writes it; the validator checks it is current.
import type { TriageLevel } from '../../src/content/types/triage-levels.ts';
import type { TriageField, TriageRule, TriageTest } from '../../src/content/types/triage-test.ts';
import { describeCondition, fieldsById } from '../../src/domain/triage/triageConditionText.ts';
import { shiftTotals, type LevelShift } from './triageLevelShift.ts';

export const reviewDir = 'content/triage/review';

export function reviewTablePath(testId: string): string {
  return `${reviewDir}/${testId}.md`;
}

/** A table cell: no line breaks, and a pipe would end the cell. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
}

function row(cells: readonly string[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

function levelText(levels: readonly TriageLevel[], id: string): string {
  return `${id} ${levels.find((level) => level.id === id)?.label ?? ''}`.trim();
}

function origin(rule: TriageRule): string {
  if (rule.safetyNet && rule.source) return `Red de seguridad (revisión clínica): ${rule.source}`;
  if (rule.safetyNet) return 'Red de seguridad';
  if (rule.source) return `Revisión clínica: ${rule.source}`;
  return 'Especificación (§9)';
}

function condition(rule: TriageRule, test: TriageTest): string {
  const fields = fieldsById(test.fields);
  const main = describeCondition(rule.condition, fields);
  if (rule.extraCondition === undefined) return main;
  return `${main}; y además: ${describeCondition(rule.extraCondition, fields)}`;
}

function answersOf(field: TriageField): [string, string] {
  switch (field.type) {
    case 'bool':
      return [field.invertMeaning ? 'sí/no («sí» es lo seguro)' : 'sí/no', 'Sí, No'];
    case 'number':
      return ['número', `${field.min} a ${field.max} ${field.unit}`];
    case 'choice':
      return [
        'opción',
        field.options.map((option) => `\`${option.id}\` ${option.label}`).join('; '),
      ];
  }
}

function rulesTable(test: TriageTest, levels: readonly TriageLevel[]): string[] {
  return [
    row(['#', 'Regla', 'Nivel', 'Se cumple si', 'Motivo (lo que lee el miembro)', 'Origen']),
    '| --- | --- | --- | --- | --- | --- |',
    ...test.rules.map((rule, index) =>
      row([
        String(index + 1),
        `\`${rule.id}\``,
        levelText(levels, rule.action.level),
        condition(rule, test),
        rule.reason ?? '(sin motivo)',
        origin(rule),
      ]),
    ),
    row([
      '—',
      '`default`',
      levelText(levels, 'D'),
      'ninguna regla anterior se cumple',
      '—',
      'Motor de triage',
    ]),
  ];
}

function fieldsTable(test: TriageTest): string[] {
  return [
    row(['Pregunta', 'Id', 'Tipo', 'Respuestas', 'Ayuda']),
    '| --- | --- | --- | --- | --- |',
    ...test.fields.map((field) => {
      const [type, answers] = answersOf(field);
      return row([field.label, `\`${field.id}\``, type, answers, field.help ?? '—']);
    }),
  ];
}

function levelsTable(test: TriageTest, levels: readonly TriageLevel[]): string[] {
  const used = levels.filter((level) => test.cta[level.id] || test.advice[level.id]);
  return [
    row(['Nivel', 'Botón', 'Destino', 'Consejo']),
    '| --- | --- | --- | --- |',
    ...used.map((level) => {
      const cta = test.cta[level.id];
      const route = cta?.route ? `\`${cta.route}\`` : 'Acción no definida';
      return row([
        levelText(levels, level.id),
        cta?.label ?? '—',
        route,
        test.advice[level.id] ?? '—',
      ]);
    }),
  ];
}

function percent(count: number, total: number): string {
  return `${((100 * count) / total).toFixed(1)} %`;
}

function shiftSection(shift: LevelShift, levels: readonly TriageLevel[]): string[] {
  const ids = levels.map((level) => level.id);
  const { up, same, down } = shiftTotals(shift);
  return [
    '## Cambio de nivel frente a la versión anterior (tercera revisión clínica, issue 39)',
    '',
    `${shift.samples} conjuntos de respuestas al azar, los mismos que usan las pruebas de propiedades`,
    `(semilla ${shift.seed}), evaluados con el test de antes de la revisión y con el de ahora. Cada fila`,
    'es el nivel de antes; cada columna, el de ahora. Arriba de la diagonal, el nivel subió (lo que',
    'cuesta en sobretriaje); abajo, bajó (solo por los umbrales de niños por edad).',
    '',
    row(['Antes \\ Ahora', ...ids, 'Total antes']),
    `| --- |${ids.map(() => ' ---: |').join('')} ---: |`,
    ...ids.map((before) => {
      const cells = ids.map((now) => String(shift.counts[before][now]));
      const total = ids.reduce((sum, now) => sum + shift.counts[before][now], 0);
      return row([levelText(levels, before), ...cells, String(total)]);
    }),
    '',
    `Subieron ${up} (${percent(up, shift.samples)}), igual ${same} (${percent(same, shift.samples)}), bajaron ${down} (${percent(down, shift.samples)}).`,
    '',
  ];
}

/** The whole Markdown document for one test; with `shift`, the change of levels since issue 39. */
export function renderTriageReview(
  test: TriageTest,
  levels: readonly TriageLevel[],
  shift?: LevelShift,
): string {
  return [
    `<!-- Generado por \`npm run triage:table\` a partir de content/triage/tests/${test.id}.json. No lo edites a mano: \`npm run validate:content\` avisa cuando ya no coincide con las reglas. -->`,
    '',
    `# ${test.title} (\`${test.id}\`)`,
    '',
    'Las reglas se revisan en este orden y la primera que se cumple decide el nivel. Una pregunta sin',
    'responder nunca cumple un umbral; un sí/no sin responder cuenta como «no».',
    '',
    '## Reglas',
    '',
    ...rulesTable(test, levels),
    '',
    '## Preguntas',
    '',
    ...fieldsTable(test),
    '',
    '## Botón y consejo por nivel',
    '',
    ...levelsTable(test, levels),
    '',
    ...(shift === undefined ? [] : shiftSection(shift, levels)),
  ].join('\n');
}
