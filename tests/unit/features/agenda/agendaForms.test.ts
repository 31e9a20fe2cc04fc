import { describe, expect, it } from 'vitest';
import {
  appointmentValues,
  checkAppointmentForm,
  type AppointmentValues,
} from '../../../../src/features/agenda/appointmentForm';
import {
  checkMedicineForm,
  type MedicineValues,
} from '../../../../src/features/agenda/medicineForm';
import { reminderToast } from '../../../../src/features/agenda/reminderToast';
import { dueReminders } from '../../../../src/domain/agenda/reminders';
import { appointment, medicine, MEXICO, mexicoTime } from '../../../support/agendaFixtures';

const emptyMedicine: MedicineValues = { name: '', dose: '', time: '' };
const emptyAppointment: AppointmentValues = { title: '', datetime: '', location: '', notes: '' };

describe('the medicine form', () => {
  it('asks for name, dose and time when empty, and points at the name first', () => {
    expect(checkMedicineForm(emptyMedicine)).toEqual({
      ok: false,
      errors: {
        name: 'El nombre es obligatorio.',
        dose: 'La dosis es obligatoria.',
        time: 'La hora es obligatoria.',
      },
      first: 'name',
    });
  });

  it('does not take blanks for a name', () => {
    const result = checkMedicineForm({ name: '   ', dose: '1', time: '08:00' });
    expect(result).toMatchObject({ ok: false, first: 'name' });
  });

  it('refuses a time that is not HH:MM and keeps HH:MM from a time with seconds', () => {
    expect(checkMedicineForm({ name: 'A', dose: '1', time: '8 am' })).toMatchObject({
      ok: false,
      errors: { time: 'Escribe la hora como HH:MM, por ejemplo 08:30.' },
    });
    expect(checkMedicineForm({ name: ' Aspirina ', dose: ' 100 mg ', time: '08:30:00' })).toEqual({
      ok: true,
      input: { name: 'Aspirina', dose: '100 mg', time: '08:30' },
    });
  });
});

describe('the appointment form', () => {
  it('asks for title and date-time; place and notes are optional', () => {
    expect(checkAppointmentForm(emptyAppointment, MEXICO)).toEqual({
      ok: false,
      errors: {
        title: 'El título es obligatorio.',
        datetime: 'La fecha y hora son obligatorias.',
      },
      first: 'title',
    });
  });

  it('stores the wall-clock time the member picked as an instant, leaving a blank place out', () => {
    expect(
      checkAppointmentForm(
        { title: 'Dentista', datetime: '2026-03-10T10:30', location: ' ', notes: ' ' },
        MEXICO,
      ),
    ).toEqual({
      ok: true,
      input: { title: 'Dentista', datetime: '2026-03-10T16:30:00.000Z', notes: '' },
    });
  });

  it('refuses a date that does not exist', () => {
    expect(
      checkAppointmentForm(
        { ...emptyAppointment, title: 'A', datetime: '2026-02-30T10:00' },
        MEXICO,
      ),
    ).toMatchObject({ ok: false, errors: { datetime: 'Elige una fecha y hora válidas.' } });
  });

  it('shows a stored appointment back in the member’s wall clock', () => {
    expect(appointmentValues(appointment(), MEXICO)).toEqual({
      title: 'Cardiología',
      datetime: '2026-03-10T10:30',
      location: 'Hospital Ángeles, consultorio 4',
      notes: 'Llevar estudios',
    });
  });
});

describe('the reminder toast', () => {
  const check = {
    appointments: [appointment()],
    timeZone: MEXICO,
    fired: new Set<string>(),
  };

  it('names the medicine, its dose and time', () => {
    const due = dueReminders({
      ...check,
      appointments: [],
      medicines: [medicine()],
      now: mexicoTime('2026-03-10T08:00'),
    });
    expect(reminderToast(due, MEXICO)).toMatchObject({
      title: 'Hora de tu medicina',
      description: 'Metformina: 1 tableta de 850 mg, a las 08:00.',
    });
  });

  it('gives an appointment’s day, time and place, and joins reminders due together, earliest first', () => {
    const due = dueReminders({
      ...check,
      medicines: [medicine({ time: '07:00' })],
      now: mexicoTime('2026-03-10T07:00'),
    });
    expect(reminderToast(due, MEXICO)).toMatchObject({
      title: 'Tienes 2 recordatorios',
      description:
        'Cardiología: Martes, 10 de marzo de 2026, 10:30, en Hospital Ángeles, consultorio 4. Metformina: 1 tableta de 850 mg, a las 07:00.',
    });
  });
});
