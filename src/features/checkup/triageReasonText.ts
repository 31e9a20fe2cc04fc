// A triage reason in the member's words: the rule's own, or the catalogue's when it has none.
import { t } from '../../content/messages';
import type { TriageReason } from '../../domain/triage/triageReasons';

export function triageReasonText(reason: TriageReason): string {
  if (reason.kind === 'rule') return reason.text;
  return reason.kind === 'noAlarmSign' ? t('triage.noAlarmSign') : t('triage.unnamedSign');
}
