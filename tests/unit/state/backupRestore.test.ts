import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBackup, type SliceValues } from '../../../src/domain/backup/backup';
import { addAppointment } from '../../../src/state/appointments';
import {
  backupValues,
  checkBackupFile,
  clearPhoneData,
  memberBackup,
  previewRestore,
  restoreBackup,
} from '../../../src/state/backupRestore';
import { backupSchemaProblems } from '../../../src/state/backupSchema';
import { rememberBodyProfile } from '../../../src/state/bodyProfile';
import { toggleChecked } from '../../../src/state/checkedItems';
import { toggleCompletedItem } from '../../../src/state/completed';
import { coverageUsageSlice } from '../../../src/state/coverageUsage';
import { toggleFavoriteEntry } from '../../../src/state/favorites';
import { measurementsSlice, saveMeasurement } from '../../../src/state/measurements';
import { backedUpKinds, memberData } from '../../../src/state/memberData';
import { addMedicine, medicinesSlice, setMedicineTaken } from '../../../src/state/medicines';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { saveSleepSummary } from '../../../src/state/sleepHistory';
import { startSleepMonitoring } from '../../../src/state/sleepSession';
import { saveTriageEvent } from '../../../src/state/triageEvents';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const member = { email: 'ana.lopez@example.com', cardId: 'VITA-7C1E3A52' };
const now = new Date('2026-03-10T15:00:00Z');
const favorite = {
  id: 'breathing-4-7-8',
  category: 'breathing',
  title: 'Respiración 4-7-8',
  summary: 'Una exhalación larga.',
  duration: '3 min',
  slug: 'respiracion-4-7-8',
};
const vitals = {
  id: 'v1',
  created_at: '2026-03-10T15:00:00.000Z',
  time: '09:00',
  type: 'vitals' as const,
  source: 'manual',
  vitals: { pressure: '120/80', heartRate: 70 },
};

/** A storage that takes `room` more writes, then refuses like a full one. */
class FillingStorage extends MemoryStorage {
  room = Infinity;
  override setItem(key: string, value: string): void {
    if (this.room <= 0)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.room -= 1;
    super.setItem(key, value);
  }
}

let storage: FillingStorage;
const backedUp = backedUpKinds();

const fileWith = (values: SliceValues) => buildBackup(backedUp, values, member, now);
const stored = (key: string): unknown => JSON.parse(storage.getItem(key) ?? 'null');

beforeEach(() => {
  for (const kind of memberData) kind.slice().state.value = kind.initial();
  storage = new FillingStorage();
  startPersistence({ storage, addStorageListener: () => () => undefined });
});

afterEach(() => stopPersistence());

describe('the backed-up kinds of member data', () => {
  it('are exactly the slices the file format lists, each under its own slice’s key', () => {
    const schema = JSON.parse(readFileSync('schemas/storage/backup.schema.json', 'utf8')) as {
      properties: { data: { properties: Record<string, unknown> } };
    };
    const keys = backedUp.map((entry) => entry.key);
    expect(keys.toSorted()).toEqual(Object.keys(schema.properties.data.properties).toSorted());
    for (const entry of backedUp) expect(entry.slice().key).toBe(entry.key);
  });

  it('put what the screens save into a file that passes the format’s schema', () => {
    const medicine = addMedicine({ name: 'Metformina', dose: '850 mg', time: '08:00' });
    setMedicineTaken(medicine.id, true, '2026-03-10');
    addAppointment({ title: 'Cardiología', datetime: '2026-03-12T16:30:00.000Z', notes: '' });
    saveMeasurement(vitals);
    saveSleepSummary({
      id: 's1',
      date: '2026-03-10T13:00:00.000Z',
      duracion_monitorizada: 420,
      '%_ronquido': 12,
      eventos_voz: 1,
      picos_ruido: 3,
      score_sueno: 80,
    });
    saveTriageEvent({
      id: 't1',
      user_id: 'u1',
      test_id: 'chest_pain',
      answers: { dolor: true },
      level: 'C',
      rationale: ['default'],
      advice: 'Consulta hoy.',
      created_at: '2026-03-10T15:00:00.000Z',
    });
    coverageUsageSlice().state.value = { plomero: 1 };
    toggleFavoriteEntry(favorite);
    toggleCompletedItem('breathing-4-7-8');
    toggleChecked('guia-diabetes', 'avena');
    rememberBodyProfile(165, { bmi: 24.2, weightKg: 66, date: '2026-03-10T15:00:00.000Z' });

    const { file, leftOut } = memberBackup(member, now);
    expect(leftOut).toBe(0);
    expect(Object.keys(file.data)).toHaveLength(backedUp.length);
    expect(backupSchemaProblems(JSON.parse(JSON.stringify(file)))).toEqual([]);
  });

  it('leave a damaged stored measurement out of the file, and on the phone', () => {
    measurementsSlice().state.value = [vitals, { type: 'vitals' }];
    const { file, leftOut } = memberBackup(member, now);
    expect(file.data['vita-measurements']).toEqual([vitals]);
    expect(leftOut).toBe(1);
    expect(backupValues()['vita-measurements']).toHaveLength(2);
  });

  it('tell favourites apart by slug and keep the phone’s copy of one already saved', () => {
    toggleFavoriteEntry(favorite);
    const file = fileWith({
      vita365_favorites: [
        { ...favorite, id: 'otro', title: 'Otra copia' },
        { title: 'Caminar', slug: 'caminar' },
      ],
    });
    expect(previewRestore(file).summary).toBe('Se agregará 1 favorito.');
    restoreBackup(file);
    expect(backupValues().vita365_favorites).toEqual([
      favorite,
      { title: 'Caminar', slug: 'caminar' },
    ]);
  });

  it('replace a measurement by a more recent one of the same id, by created_at or date', () => {
    measurementsSlice().state.value = [vitals, { id: 'w1', type: 'weight', date: '2026-03-01' }];
    const newer = { ...vitals, created_at: '2026-03-11T15:00:00.000Z', time: '09:30' };
    const older = { id: 'w1', type: 'weight', date: '2026-02-01', vitals: { weight: 80 } };
    const { summary } = previewRestore(fileWith({ 'vita-measurements': [newer, older] }));
    expect(summary).toBe('Se actualizará 1 medición.');
    restoreBackup(fileWith({ 'vita-measurements': [newer, older] }));
    expect(backupValues()['vita-measurements']).toEqual([
      newer,
      { id: 'w1', type: 'weight', date: '2026-03-01' },
    ]);
  });

  it('name everything a restore adds, in Spanish, in one sentence', () => {
    const summary = previewRestore(
      fileWith({
        vita365_medicines: [
          { id: 'm1', name: 'A', dose: '1', time: '08:00', taken: false },
          { id: 'm2', name: 'B', dose: '1', time: '20:00', taken: false },
        ],
        vita365_appointments: [
          { id: 'c1', title: 'Dentista', datetime: '2026-03-12T10:00', notes: '' },
        ],
        'vita-measurements': [vitals],
        vita365_coverage: { plomero: 2 },
        vita365_body_profile: { heightCm: 165 },
      }),
    ).summary;
    expect(summary).toBe(
      'Se agregarán 2 medicinas, 1 cita, 1 medición, 1 servicio usado y 1 dato de talla e IMC.',
    );
  });
});

describe('restoring', () => {
  it('writes medicines as version 2 and the screens’ slices at once', async () => {
    const medicine = {
      id: 'm1',
      name: 'A',
      dose: '1',
      time: '08:00',
      taken: true,
      takenOn: '2026-03-09',
    };
    expect(restoreBackup(fileWith({ vita365_medicines: [medicine] }))).toBe('restored');
    expect(medicinesSlice().state.value).toEqual([medicine]);
    await flushSubscriptions();
    expect(stored('vita365_medicines')).toEqual([medicine]);
    expect(storage.getItem('vita365_medicines__version')).toBe('2');
  });

  it('changes nothing when the storage fills up half way', async () => {
    toggleFavoriteEntry(favorite);
    await flushSubscriptions();
    const before = new Map(storage.items);
    storage.room = 2;
    const file = fileWith({
      vita365_medicines: [{ id: 'm1', name: 'A', dose: '1', time: '08:00', taken: false }],
      'vita-measurements': [vitals],
      vita365_favorites: [{ title: 'Caminar', slug: 'caminar' }],
    });
    expect(restoreBackup(file)).toBe('storage-failed');
    storage.room = Infinity;
    await flushSubscriptions();
    expect(storage.items).toEqual(before);
    expect(backupValues().vita365_favorites).toEqual([favorite]);
    expect(backupValues().vita365_medicines).toEqual([]);
  });
});

describe('checking a picked file with the real schemas', () => {
  it('leaves out a damaged medicine and counts it, keeping the rest of the file', () => {
    const text = JSON.stringify(
      fileWith({
        vita365_medicines: [
          { id: 'm1', name: 'A', dose: '1', time: '08:00', taken: false },
          { id: 'm2', name: 'B', dose: '1', time: '8 de la noche', taken: false },
        ],
      }),
    );
    const checked = checkBackupFile(text, text.length);
    expect(checked.ok && checked.skipped).toBe(1);
    expect(checked.ok && checked.file.data.vita365_medicines).toEqual([
      { id: 'm1', name: 'A', dose: '1', time: '08:00', taken: false },
    ]);
  });

  it('leaves out a reading that passes its schema but that Mi Chequeo cannot show', () => {
    // Written by hand: buildBackup itself would leave the reading out.
    const text = JSON.stringify({
      ...fileWith({}),
      data: {
        'vita-measurements': [
          {
            id: 'v1',
            created_at: '2026-03-01T15:00:00.000Z',
            type: 'vitals',
            vitals: { heartRate: 70 },
          },
          { id: 'v2', created_at: '2026-03-02T15:00:00.000Z', type: 'vitals', vitals: {} },
        ],
      },
    });
    const checked = checkBackupFile(text, text.length);
    expect(checked.ok && checked.skipped).toBe(1);
    expect(checked.ok && checked.file.data['vita-measurements']).toHaveLength(1);
  });

  it('leaves out a ticked medicine without its day (the slice’s version 2 needs it)', () => {
    const text = JSON.stringify(
      fileWith({
        vita365_medicines: [{ id: 'm1', name: 'A', dose: '1', time: '08:00', taken: true }],
      }),
    );
    expect(checkBackupFile(text, text.length)).toMatchObject({ ok: true, skipped: 1 });
  });

  it('still refuses a slice of the wrong shape', () => {
    const text = JSON.stringify(fileWith({ vita365_medicines: { m1: 'Losartán' } }));
    const checked = checkBackupFile(text, text.length);
    expect(checked.ok ? '' : checked.message).toMatch(/datos dañados o incompletos \(medicinas\)/);
  });

  it('refuses a slice this format does not know', () => {
    const text = JSON.stringify({ ...fileWith({}), data: { vita365_health: [] } });
    const checked = checkBackupFile(text, text.length);
    expect(checked.ok ? '' : checked.message).toMatch(/no tiene la forma de un respaldo/);
  });
});

describe('clearing this phone', () => {
  it('empties every slice and the given bookkeeping, and keeps the signed-in member', async () => {
    storage.setItem('vita-user', '{"id":"u1"}');
    storage.setItem('vita365_sync', '{}');
    addMedicine({ name: 'Metformina', dose: '850 mg', time: '08:00' });
    toggleFavoriteEntry(favorite);
    startSleepMonitoring(now.getTime());
    await flushSubscriptions();
    clearPhoneData(['vita365_sync']);
    await flushSubscriptions();
    for (const entry of backedUp) expect(backupValues()[entry.key]).toEqual(entry.initial());
    expect(stored('vita365_medicines')).toEqual([]);
    expect(stored('vita365_favorites')).toEqual([]);
    expect(storage.getItem('vita365_sleep_session')).toBeNull();
    expect(storage.getItem('vita365_sync')).toBeNull();
    expect(storage.getItem('vita-user')).toBe('{"id":"u1"}');
  });
});
