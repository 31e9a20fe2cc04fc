// The triage tests' questions as the member sees them, read from the content: the questions the
// clinical review (issue 20) added, the general danger signs every test asks first (issue 39) and
// each test's danger questions, so the e2e specs follow the content instead of copying it.
import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

interface Field {
  readonly id: string;
  readonly type: 'bool' | 'number' | 'choice';
  readonly label: string;
  readonly help?: string;
  /** Asked only when this holds (a child's signs: once a child's age band is chosen). */
  readonly askWhen?: unknown;
}

interface TestFile {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  readonly fields: readonly Field[];
  readonly selfCare?: { readonly mode: string; readonly dangerQuestions?: readonly string[] };
}

export interface ReviewQuestions {
  readonly title: string;
  readonly fields: readonly Field[];
}

/** content/triage/general-signs.json: the checklist every test shows first. */
export interface GeneralSigns {
  readonly title: string;
  readonly noneLabel: string;
  readonly noneDone: string;
  readonly testQuestionsTitle: string;
  readonly unansweredIntro: string;
  readonly fields: readonly Field[];
}

const contentDir = new URL('../../../content/triage/tests/', import.meta.url);
const baselineDir = new URL('../../fixtures/triage-baseline/', import.meta.url);
const generalSignsFile = new URL('../../../content/triage/general-signs.json', import.meta.url);

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

export function generalSigns(): GeneralSigns {
  return JSON.parse(readFileSync(generalSignsFile, 'utf8')) as GeneralSigns;
}

/** The label of one general sign, by its field id. */
export function generalSignLabel(fieldId: string): string {
  const field = generalSigns().fields.find((candidate) => candidate.id === fieldId);
  if (field === undefined) throw new Error(`no general sign ${fieldId}`);
  return field.label;
}

/**
 * The labels of a test's own danger questions (selfCare.dangerQuestions), in the order the screen
 * asks them: the questions that must be answered 'No', with the general signs, before self-care.
 */
export function dangerQuestionLabels(testId: string): string[] {
  const test = read(contentDir, `${testId}.json`);
  const danger = new Set(test.selfCare?.dangerQuestions ?? []);
  if (danger.size === 0) throw new Error(`${testId} has no danger questions`);
  return test.fields.filter((field) => danger.has(field.id)).map((field) => field.label);
}

/** Opens a test's card by its title and returns its panel. */
export async function openTriageTest(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  return panel;
}

/** Answers 'No' to one yes/no question of a panel, found by its label. */
export async function answerNo(panel: Locator, label: string): Promise<void> {
  await panel
    .getByRole('group', { name: label, exact: true })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
}

/**
 * Rules danger out as a member does: 'No hay ninguna de estas señales' for the general signs, then
 * 'No' to each of the test's own danger questions.
 */
export async function ruleOutDanger(panel: Locator, testId: string): Promise<void> {
  await panel.getByRole('button', { name: generalSigns().noneLabel, exact: true }).click();
  for (const label of dangerQuestionLabels(testId)) await answerNo(panel, label);
}
