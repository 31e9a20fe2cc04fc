// Issue 46's lines about a use of the period, in the words of content/messages/membership.json: who recorded
// it (the member, someone on their plan, or the assistance provider) and when.
import { t } from '../content/messages';
import { formatLongDate, localTime } from '../domain/format/format';
import type { MembershipMember } from '../domain/membership/membership';
import type { PeriodUse } from '../domain/membership/periodUses';

/** Who recorded the use, as the member reads it. */
export function recordedByLine(
  use: PeriodUse,
  members: readonly MembershipMember[],
  youId: string | null,
): string {
  const person = members.find((member) => member.id === use.member_id);
  if (use.recorded_by === 'provider') {
    return use.member_id === youId || !person
      ? t('membership.recordedByProvider')
      : t('membership.recordedByProviderFor', { name: person.name });
  }
  if (use.member_id === youId) return t('membership.recordedByYou');
  return person
    ? t('membership.recordedBy', { name: person.name })
    : t('membership.recordedBySomeoneWhoLeft');
}

/** 'el 29 de noviembre de 2026, 10:42' on the phone's clock. */
export function whenLine(use: PeriodUse): string {
  return t('membership.usedOn', {
    date: formatLongDate(use.used_at),
    time: localTime(new Date(use.used_at)),
  });
}
