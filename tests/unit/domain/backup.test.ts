import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  BACKUP_MAX_BYTES,
  buildBackup,
  checkBackup,
  planRestore,
  restoreSummary,
  type BackupSliceRule,
} from '../../../src/domain/backup';

const byId = (entry: unknown) => (entry as { id: string }).id;
const rules: readonly BackupSliceRule[] = [
  {
    key: 'vita365_medicines',
    noun: ['medicina', 'medicinas'],
    merge: { kind: 'entries', identity: byId },
  },
  {
    key: 'vita-measurements',
    noun: ['medición', 'mediciones'],
    merge: { kind: 'entries', identity: byId },
  },
  {
    key: 'vita365_coverage',
    noun: ['uso de cobertura', 'usos de cobertura'],
    merge: { kind: 'counts' },
  },
];
const member = { email: 'ana@example.com', cardId: 'VITA-7C1E3A52' };
const now = new Date(2026, 10, 23, 9, 30);
const noSchemaProblems = () => [];

describe('buildBackup', () => {
  it('holds the format, version, date, member and only the slices that have data', () => {
    const file = buildBackup(
      rules,
      { vita365_medicines: [{ id: 'm1' }], 'vita-measurements': null },
      member,
      now,
    );
    expect(file).toEqual({
      format: 'vita365-datos',
      version: 1,
      exportedAt: now.toISOString(),
      member,
      data: { vita365_medicines: [{ id: 'm1' }] },
    });
  });

  it('names the file after the local day', () => {
    expect(backupFileName(now)).toBe('vita365-datos-2026-11-23.json');
  });
});

describe('checkBackup', () => {
  const good = JSON.stringify(buildBackup(rules, { vita365_medicines: [] }, member, now));

  it('accepts a file of this format and version', () => {
    expect(checkBackup(good, good.length, rules, noSchemaProblems).ok).toBe(true);
  });

  it.each([
    ['a file over 5 MB', good, BACKUP_MAX_BYTES + 1, /más de 5 MB/],
    ['bytes that are not JSON', '\u0000\u00ff garbage', 12, /no se puede leer/],
    ['JSON of another shape', '{"medicines":[]}', 16, /no es un respaldo de Vita365/],
    [
      'another version',
      good.replace('"version":1', '"version":7'),
      good.length,
      /versión del formato \(7\)/,
    ],
  ])('refuses %s with a Spanish message saying nothing changed', (_, text, size, message) => {
    const result = checkBackup(text, size, rules, noSchemaProblems);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(message);
      expect(result.message).toMatch(/No se cambió nada/);
    }
  });

  it('names the slice and the entry where the schema check failed', () => {
    const result = checkBackup(good, good.length, rules, () => ['/data/vita-measurements/2/time']);
    expect(result).toEqual({
      ok: false,
      message:
        'El archivo tiene datos dañados o incompletos (mediciones, entrada 3). No se cambió nada en este teléfono.',
    });
  });
});

describe('planRestore and restoreSummary', () => {
  it('adds new entries, keeps the larger use count and says so in Spanish', () => {
    const file = buildBackup(
      rules,
      {
        vita365_medicines: [{ id: 'm1' }, { id: 'm2' }, { id: 'm3' }],
        'vita-measurements': [{ id: 'x' }],
        vita365_coverage: { medico_domicilio: 2, plomero: 1 },
      },
      member,
      now,
    );
    const plan = planRestore(
      rules,
      {
        vita365_medicines: [{ id: 'm1', dose: 'local' }],
        vita365_coverage: { medico_domicilio: 1 },
      },
      file,
    );
    expect(plan.values.vita365_medicines).toEqual([
      { id: 'm1', dose: 'local' },
      { id: 'm2' },
      { id: 'm3' },
    ]);
    expect(plan.values.vita365_coverage).toEqual({ medico_domicilio: 2, plomero: 1 });
    expect(restoreSummary(rules, plan)).toBe(
      'Se agregarán 2 medicinas, 1 medición y 1 uso de cobertura; se actualizará 1 uso de cobertura.',
    );
  });

  it('says when the phone already has everything', () => {
    const file = buildBackup(rules, { vita365_medicines: [{ id: 'm1' }] }, member, now);
    const plan = planRestore(rules, { vita365_medicines: [{ id: 'm1' }] }, file);
    expect(restoreSummary(rules, plan)).toBe(
      'Este teléfono ya tiene todo lo que hay en el archivo.',
    );
  });
});
