// Turns a result the member chose to keep into the two stored records of spec §3: a triage entry of
// the check-in history (`vita-measurements`) and a triage event with the answers (`vita-triage_events`).
import type { TriageMeasurement } from '../../content/types/storage/measurement';
import type { TriageEvent, TriageEventAnswers } from '../../content/types/storage/triage-event';
import type { TriageTest } from '../../content/types/triage-test';
import { localTime } from '../format/format';
import type { TriageAnswers, TriageLevelId, TriageResult } from './triage';

export interface TriageRecordsInput {
  readonly test: Pick<TriageTest, 'id' | 'advice'>;
  readonly result: TriageResult;
  readonly answers: TriageAnswers;
  /** The level's label from levels.json, e.g. 'Urgencias hoy'. */
  readonly levelLabel: string;
  /** The "why" shown on the result card. */
  readonly reasons: readonly string[];
  readonly userId: string;
  readonly now: Date;
  readonly newId: () => string;
}

export interface TriageRecords {
  readonly measurement: TriageMeasurement;
  readonly event: TriageEvent;
}

/** The history's risk scale (shared with blood pressure): A and B high, C medium, D low. */
export function triageRisk(level: TriageLevelId): TriageMeasurement['triage']['risk'] {
  if (level === 'A' || level === 'B') return 'high';
  return level === 'C' ? 'medium' : 'low';
}

function storedAnswers(answers: TriageAnswers): TriageEventAnswers {
  const stored: TriageEventAnswers = {};
  for (const [fieldId, value] of Object.entries(answers)) {
    if (value !== null && value !== undefined) stored[fieldId] = value;
  }
  return stored;
}

export function triageRecords(input: TriageRecordsInput): TriageRecords {
  const { test, result, now } = input;
  const createdAt = now.toISOString();
  const [decidingRule = 'default', ...otherRules] = result.rationale;
  return {
    measurement: {
      id: input.newId(),
      created_at: createdAt,
      time: localTime(now),
      type: 'triage',
      source: 'manual',
      triage: {
        risk: triageRisk(result.level),
        label: input.levelLabel,
        reasons: [...input.reasons],
      },
      test_id: test.id,
      level: result.level,
    },
    event: {
      id: input.newId(),
      user_id: input.userId,
      test_id: test.id,
      answers: storedAnswers(input.answers),
      level: result.level,
      rationale: [decidingRule, ...otherRules],
      advice: test.advice[result.level] ?? '',
      created_at: createdAt,
    },
  };
}
