// How far from today an appointment plausibly lies (issue 43): within 5 years either way it is saved
// at once; beyond that the member is asked first, since a year typed wrong (1900, 2100) is likelier
// than a real appointment that far away. Time comes in as an argument.

/** Years either side of today within which an appointment is saved without a question. */
export const PLAUSIBLE_APPOINTMENT_YEARS = 5;

/** The same instant `years` calendar years later (earlier when negative), in UTC. */
function yearsFrom(instant: number, years: number): number {
  const date = new Date(instant);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.getTime();
}

/** True when the appointment at `instant` is more than 5 years before or after `now` (epoch ms). */
export function appointmentFarFromNow(instant: number, now: number): boolean {
  return (
    instant > yearsFrom(now, PLAUSIBLE_APPOINTMENT_YEARS) ||
    instant < yearsFrom(now, -PLAUSIBLE_APPOINTMENT_YEARS)
  );
}
