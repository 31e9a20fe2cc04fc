// The explanation of a triage result as plain Spanish lines, as `npm run triage -- --explain`
// prints them after the result line:
//    2. a_spo2_90_or_less (A): no se cumple
//       - «Oxigenación (SpO2)» ≤ 90 %: no (respondiste 94 %)
import type { TriageLevelId } from '../../content/types/triage-test';
import type { TriageAnswerShown, TriageConditionCheck, TriageExplanation } from './triageExplain';

const INDENT = '     ';

function answered(answers: readonly TriageAnswerShown[]): string {
  if (answers.length === 1) return `respondiste ${answers[0]?.value ?? 'en blanco'}`;
  const each = answers.map((answer) => `«${answer.label}» ${answer.value ?? 'sin respuesta'}`);
  return `respondiste: ${each.join('; ')}`;
}

/** "sí", "no (respondiste 94 %)", "sin respuesta", … */
function verdictText(part: TriageConditionCheck): string {
  switch (part.verdict) {
    case 'holds':
      return 'sí';
    case 'error':
      return 'no se pudo evaluar (cuenta como no)';
    case 'blank': {
      const given = part.answers.filter((answer) => answer.value !== undefined);
      if (given.length > 0) return `sin respuesta (${answered(part.answers)})`;
      const yesNo = part.answers.length === 1 && part.answers[0]?.isYesNo === true;
      return yesNo ? 'sin respuesta (cuenta como «no»)' : 'sin respuesta';
    }
    case 'fails':
      if (part.kind === 'score') return `no (suma ${part.total ?? 0})`;
      return part.answers.length > 0 ? `no (${answered(part.answers)})` : 'no';
  }
}

/** The lines saying which parts of a condition that did not hold were false or unanswered. */
function whyNot(part: TriageConditionCheck, depth: number): string[] {
  const pad = `${INDENT}${'  '.repeat(depth)}- `;
  if (part.kind === 'all')
    return part.parts.filter((p) => p.verdict !== 'holds').flatMap((p) => whyNot(p, depth));
  if (part.kind === 'any') {
    return [
      `${pad}ninguna de estas se cumple:`,
      ...part.parts.map((p) => `${INDENT}${'  '.repeat(depth + 1)}· ${p.text}: ${verdictText(p)}`),
    ];
  }
  if (part.kind === 'score') {
    return [
      `${pad}${part.text}: ${verdictText(part)}`,
      ...part.parts.map((p) => `${INDENT}${'  '.repeat(depth + 1)}· ${p.text}: ${verdictText(p)}`),
    ];
  }
  return [`${pad}${part.text}: ${verdictText(part)}`];
}

/**
 * Every rule in order with whether it matched; for the rules before the deciding one, which part
 * was false or unanswered. `levelLabel` gives 'Urgencias hoy' for 'B'.
 */
export function formatTriageExplanation(
  explanation: TriageExplanation,
  levelLabel: (level: TriageLevelId) => string,
): string[] {
  const { result, rules } = explanation;
  const decidedBy = result.rationale[0] ?? 'default';
  const lines = ['Reglas en orden (la primera que se cumple decide el nivel):'];
  let decided = false;
  rules.forEach((rule, index) => {
    const head = `${String(index + 1).padStart(3)}. ${rule.ruleId} (${rule.level})`;
    if (rule.decided) {
      decided = true;
      lines.push(`${head}: SE CUMPLE → decide: ${rule.level} ${levelLabel(rule.level)}`);
    } else if (decided) {
      const would = rule.matched ? 'se cumpliría' : 'no se cumple';
      lines.push(`${head}: ${would} (no cuenta: ya decidió ${decidedBy})`);
    } else {
      lines.push(`${head}: no se cumple`);
      rule.checks
        .filter((part) => part.verdict !== 'holds')
        .forEach((part) => lines.push(...whyNot(part, 0)));
    }
  });
  const summary = decided
    ? `Resultado: ${result.level} ${levelLabel(result.level)} (regla ${decidedBy}).`
    : `Ninguna regla se cumple: ${result.level} ${levelLabel(result.level)} (default).`;
  return [...lines, summary, ...unansweredLines(explanation)];
}

/** The questions left blank; the screen does not evaluate a form where none was answered. */
function unansweredLines(explanation: TriageExplanation): string[] {
  const { unanswered, answeredCount } = explanation;
  if (unanswered.length === 0) return ['Todas las preguntas tienen respuesta.'];
  const heading =
    answeredCount === 0
      ? `Ninguna pregunta tiene respuesta (${unanswered.length}); la pantalla no evalúa un formulario vacío:`
      : `Preguntas sin responder (${unanswered.length}):`;
  return [heading, ...unanswered.map((field) => `${INDENT}- «${field.label}» (${field.fieldId})`)];
}
