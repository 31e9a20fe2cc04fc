// The words 'Mis datos' gives the codes of domain/backup/backup.ts: every refusal word for word, the
// restore summary in both tenses, and a name of its own for every kind of data in the file.
import { describe, expect, it } from 'vitest';
import type { BackupRefusal } from '../../../src/domain/backup/backup';
import { restoreSummary } from '../../../src/domain/backup/backup';
import {
  backupAmount,
  backupEntriesName,
  backupRefusalText,
  restoreSummaryWords,
} from '../../../src/state/backupWords';
import { backedUpKinds } from '../../../src/state/memberData';

const NOTHING_CHANGED = 'No se cambió nada en este teléfono.';

describe('backupRefusalText', () => {
  it.each<[BackupRefusal, string]>([
    [{ code: 'tooLarge' }, 'El archivo pesa más de 5 MB; no parece un respaldo de Vita365.'],
    [{ code: 'notJson' }, 'El archivo no se puede leer: no es un respaldo de Vita365.'],
    [{ code: 'notBackup' }, 'Este archivo no es un respaldo de Vita365.'],
    [
      { code: 'unknownVersion', version: '7' },
      'Este respaldo es de una versión del formato (7) que esta app no conoce. Actualiza la app e inténtalo de nuevo.',
    ],
    [{ code: 'wrongShape' }, 'El archivo no tiene la forma de un respaldo de Vita365.'],
    [
      { code: 'damaged', key: 'vita-measurements', entry: 3 },
      'El archivo tiene datos dañados o incompletos (mediciones, entrada 3).',
    ],
    [
      { code: 'damaged', key: 'vita365_medicines' },
      'El archivo tiene datos dañados o incompletos (medicinas).',
    ],
  ])('says %j as the member reads it, and that nothing changed', (refusal, text) => {
    expect(backupRefusalText(refusal)).toBe(`${text} ${NOTHING_CHANGED}`);
  });
});

describe('restoreSummaryWords', () => {
  const plan = {
    values: {},
    changes: [
      { key: 'vita365_medicines', added: 2, updated: 0 },
      { key: 'vita-measurements', added: 1, updated: 0 },
      { key: 'vita365_coverage', added: 1, updated: 1 },
    ],
  };

  it('says what a restore will add and update, the verbs agreeing with the totals', () => {
    expect(restoreSummary(plan, restoreSummaryWords('future'))).toBe(
      'Se agregarán 2 medicinas, 1 medición y 1 servicio usado; se actualizará 1 servicio usado.',
    );
  });

  it('says what it added and updated once done, in the past tense', () => {
    expect(restoreSummary(plan, restoreSummaryWords('past'))).toBe(
      'Se agregaron 2 medicinas, 1 medición y 1 servicio usado; se actualizó 1 servicio usado.',
    );
    expect(
      restoreSummary(
        { values: {}, changes: [{ key: 'vita365_appointments', added: 1, updated: 0 }] },
        restoreSummaryWords('past'),
      ),
    ).toBe('Se agregó 1 cita.');
  });

  it('says when the file brings nothing new', () => {
    expect(restoreSummary({ values: {}, changes: [] }, restoreSummaryWords('future'))).toBe(
      'Este teléfono ya tiene todo lo que hay en el archivo.',
    );
  });
});

describe('the names of the kinds of data in the file', () => {
  it('give every backed-up kind its own words, in the singular and the plural', () => {
    const other = [backupAmount('unknown', 1), backupAmount('unknown', 2)];
    for (const kind of backedUpKinds()) {
      expect(backupAmount(kind.key, 1), kind.key).toMatch(/^1 \S/);
      expect(backupAmount(kind.key, 2), kind.key).toMatch(/^2 \S/);
      expect([backupAmount(kind.key, 1), backupAmount(kind.key, 2)]).not.toEqual(other);
      expect(backupEntriesName(kind.key)).not.toBe(backupEntriesName('unknown'));
    }
  });

  it('counts with the plural form Spanish uses', () => {
    expect(backupAmount('vita365_checked_items', 1)).toBe('1 elemento marcado en las guías');
    expect(backupAmount('vita365_checked_items', 0)).toBe('0 elementos marcados en las guías');
    expect(backupAmount('vita-triage_events', 3)).toBe('3 resultados del test de alertas');
  });
});
