import type { Appointment } from '../../src/content/types/storage/appointment';
import type { Medicine } from '../../src/content/types/storage/medicine';

export const MEXICO = 'America/Mexico_City';

/** An instant given as a Mexico City wall-clock time (UTC-6 since 2022). */
export const mexicoTime = (local: string): number => Date.parse(`${local}:00-06:00`);

export const medicine = (overrides: Partial<Medicine> = {}): Medicine => ({
  id: 'm1',
  name: 'Metformina',
  dose: '1 tableta de 850 mg',
  time: '08:00',
  taken: false,
  ...overrides,
});

export const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 'a1',
  title: 'Cardiología',
  datetime: '2026-03-10T16:30:00.000Z',
  location: 'Hospital Ángeles, consultorio 4',
  notes: 'Llevar estudios',
  ...overrides,
});
