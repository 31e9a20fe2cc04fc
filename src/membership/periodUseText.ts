// The Spanish of issue 46's screens: a company's code, the company's plan, and who recorded each use
// of the period (the member, someone on their plan, or the assistance provider).
import { formatLongDate, localTime } from '../domain/format/format';
import type { MembershipMember } from '../domain/membership/membership';
import type { PeriodUse } from '../domain/membership/periodUses';

export const companyCodeText = {
  valid: 'Código empresarial válido.',
  coveredBy: (company: string) => `Tu plan lo cubre ${company}.`,
  refusedTitle: 'Código empresarial',
  companyTerm: 'Empresa',
  coversUntilTerm: 'Tu empresa te cubre hasta',
} as const;

export const periodUseText = {
  provider: 'Registrado por el proveedor',
  you: 'Registrado por ti',
  someone: (name: string) => `Registrado por ${name}`,
  someoneWhoLeft: 'Registrado por alguien que ya no está en tu plan',
  forPerson: (name: string) => `para ${name}`,
  on: (date: string, time: string) => `el ${date}, ${time}`,
  undo: 'Deshacer',
  undoHidden: (service: string) => ` el uso de ${service}`,
  cannotUndo: 'Solo el proveedor puede anularlo.',
  listLabel: (service: string) => `Usos de ${service} en este periodo`,
  cardTitle: 'Usos de este periodo',
  cardIntro:
    'Los servicios que usaste en este periodo. Los que registró el proveedor de asistencia cuentan aunque no los hayas marcado, y no se pueden deshacer.',
  cardEmpty: 'Aún no hay usos registrados en este periodo.',
  undoneTitle: 'Uso deshecho',
  undoFailedTitle: 'No se pudo deshacer el uso',
} as const;

/** Who recorded the use, as the member reads it. */
export function recordedByLine(
  use: PeriodUse,
  members: readonly MembershipMember[],
  youId: string | null,
): string {
  const person = members.find((member) => member.id === use.member_id);
  if (use.recorded_by === 'provider') {
    return use.member_id === youId || !person
      ? periodUseText.provider
      : `${periodUseText.provider} ${periodUseText.forPerson(person.name)}`;
  }
  if (use.member_id === youId) return periodUseText.you;
  return person ? periodUseText.someone(person.name) : periodUseText.someoneWhoLeft;
}

/** 'el 29 de noviembre de 2026, 10:42' on the phone's clock. */
export function whenLine(use: PeriodUse): string {
  return periodUseText.on(formatLongDate(use.used_at), localTime(new Date(use.used_at)));
}
