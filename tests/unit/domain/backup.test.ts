import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  BACKUP_MAX_BYTES,
  backupSizeProblem,
  buildBackup,
  checkBackup,
  entriesLeftOut,
  isFromAnotherMember,
  planRestore,
  restoreSummary,
  type BackupSliceRule,
  type RestoreSummaryWords,
} from '../../../src/domain/backup/backup';

const rules: readonly BackupSliceRule[] = [
  {
    key: 'vita365_medicines',
    merge: { kind: 'entries', identity: 'id' },
    backup: {},
  },
  {
    key: 'vita-measurements',
    merge: { kind: 'entries', identity: 'id' },
    backup: {},
  },
  {
    key: 'vita365_coverage',
    merge: { kind: 'counts' },
    backup: {},
  },
];
const member = { email: 'ana@example.com', cardId: 'VITA-7C1E3A52' };
const now = new Date(2026, 10, 23, 9, 30);
const noSchemaProblems = () => [];

/** Words for the summary, as a caller gives them (the app's are content/messages/backup.json). */
const nouns: Readonly<Record<string, readonly [string, string]>> = {
  vita365_medicines: ['medicina', 'medicinas'],
  'vita-measurements': ['medición', 'mediciones'],
  vita365_coverage: ['uso de cobertura', 'usos de cobertura'],
  vita365_checked_items: ['marca', 'marcas'],
};
const verbs = {
  future: { added: ['agregará', 'agregarán'], updated: ['actualizará', 'actualizarán'] },
  past: { added: ['agregó', 'agregaron'], updated: ['actualizó', 'actualizaron'] },
} as const;
function words(tense: 'future' | 'past' = 'future'): RestoreSummaryWords {
  const form = (total: number) => (total === 1 ? 0 : 1);
  return {
    amount: (key, count) => `${count} ${(nouns[key] ?? ['dato', 'datos'])[form(count)]}`,
    added: (total, things) => `se ${verbs[tense].added[form(total)]} ${things}`,
    updated: (total, things) => `se ${verbs[tense].updated[form(total)]} ${things}`,
    nothingNew: 'Este teléfono ya tiene todo lo que hay en el archivo.',
  };
}

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

  it('names the file after the member’s calendar day, not the UTC one', () => {
    const lateEvening = new Date('2026-11-24T05:30:00Z');
    expect(backupFileName(lateEvening, 'America/Mexico_City')).toBe(
      'vita365-datos-2026-11-23.json',
    );
    expect(backupFileName(lateEvening, 'UTC')).toBe('vita365-datos-2026-11-24.json');
  });

  it('leaves out the entries the app cannot read, and counts them', () => {
    const checked: BackupSliceRule[] = [
      {
        ...rules[1]!,
        backup: {
          keepEntry: (entry) => typeof (entry as { id?: unknown }).id === 'string',
        },
      },
    ];
    const values = { 'vita-measurements': [{ id: 'a' }, { broken: true }, { id: 'b' }] };
    expect(buildBackup(checked, values, member, now).data).toEqual({
      'vita-measurements': [{ id: 'a' }, { id: 'b' }],
    });
    expect(entriesLeftOut(checked, values)).toBe(1);
    expect(entriesLeftOut(rules, values)).toBe(0);
  });
});

describe('checkBackup', () => {
  const good = JSON.stringify(buildBackup(rules, { vita365_medicines: [] }, member, now));

  it('accepts a file of this format and version', () => {
    expect(checkBackup(good, good.length, rules, noSchemaProblems)).toMatchObject({
      ok: true,
      skipped: 0,
    });
  });

  it.each([
    ['a file over 5 MB', good, BACKUP_MAX_BYTES + 1, { code: 'tooLarge' }],
    ['bytes that are not JSON', '\u0000\u00ff garbage', 12, { code: 'notJson' }],
    ['JSON of another shape', '{"medicines":[]}', 16, { code: 'notBackup' }],
    [
      'another version',
      good.replace('"version":1', '"version":7'),
      good.length,
      { code: 'unknownVersion', version: '7' },
    ],
  ])('refuses %s, saying why', (_, text, size, refusal) => {
    expect(checkBackup(text, size, rules, noSchemaProblems)).toEqual({ ok: false, refusal });
  });

  it('reads exactly 5 MB and refuses one byte more before reading anything', () => {
    expect(backupSizeProblem(BACKUP_MAX_BYTES)).toBeUndefined();
    expect(backupSizeProblem(BACKUP_MAX_BYTES + 1)).toEqual({ code: 'tooLarge' });
    expect(checkBackup(good, BACKUP_MAX_BYTES, rules, noSchemaProblems).ok).toBe(true);
  });

  it('says a file whose envelope fails the schema is not a data file', () => {
    const result = checkBackup(good, good.length, rules, () => ['/member']);
    expect(result).toEqual({ ok: false, refusal: { code: 'wrongShape' } });
  });

  it('leaves out and counts the entries of a list that fail their schema, each checked alone', () => {
    const file = buildBackup(
      rules,
      {
        vita365_medicines: [
          { id: 'm1', time: '08:00' },
          { id: 'm2', time: 'en la noche' },
          { id: 'm3', time: 'mañana' },
          { id: 'm4', time: '21:00' },
        ],
      },
      member,
      now,
    );
    const text = JSON.stringify(file);
    // A stand-in for the schema: a medicine's time must be HH:MM.
    const schema = (value: unknown): string[] => {
      const list = (value as { data: Record<string, Array<{ time: string }>> }).data
        .vita365_medicines;
      const bad = (list ?? []).findIndex((entry) => !/^\d\d:\d\d$/.test(entry.time));
      return bad < 0 ? [] : [`/data/vita365_medicines/${bad}/time`];
    };
    const result = checkBackup(text, text.length, rules, schema);
    expect(result).toEqual({
      ok: true,
      skipped: 2,
      file: {
        ...file,
        data: {
          vita365_medicines: [
            { id: 'm1', time: '08:00' },
            { id: 'm4', time: '21:00' },
          ],
        },
      },
    });
  });

  it('leaves out the entries its kind says the app cannot show (keepEntry)', () => {
    const shown = (entry: unknown) => (entry as { value?: number }).value !== undefined;
    const withReader = rules.map((rule) =>
      rule.key === 'vita-measurements'
        ? { ...rule, backup: { ...rule.backup, keepEntry: shown } }
        : rule,
    );
    const text = JSON.stringify({
      ...buildBackup(rules, {}, member, now),
      data: { 'vita-measurements': [{ id: 'a', value: 1 }, { id: 'b' }] },
    });
    const result = checkBackup(text, text.length, withReader, noSchemaProblems);
    expect(result.ok && result.skipped).toBe(1);
    expect(result.ok && result.file.data['vita-measurements']).toEqual([{ id: 'a', value: 1 }]);
  });

  it('still refuses, naming the slice and entry, a problem no entry of a list explains', () => {
    const result = checkBackup(good, good.length, rules, () => ['/data/vita-measurements/2/time']);
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'damaged', key: 'vita-measurements', entry: 3 },
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
    expect(restoreSummary(plan, words())).toBe(
      'Se agregarán 2 medicinas, 1 medición y 1 uso de cobertura; se actualizará 1 uso de cobertura.',
    );
    expect(restoreSummary(plan, words('past'))).toBe(
      'Se agregaron 2 medicinas, 1 medición y 1 uso de cobertura; se actualizó 1 uso de cobertura.',
    );
  });

  it('replaces an entry only with a more recent one, and says so', () => {
    const dated: BackupSliceRule[] = [
      {
        key: 'vita-measurements',
        merge: { kind: 'entries', identity: 'id', recency: ['created_at'] },
        backup: {},
      },
    ];
    const phone = [
      { id: 'old', created_at: '2026-01-01T00:00:00Z', note: 'teléfono' },
      { id: 'new', created_at: '2026-03-01T00:00:00Z', note: 'teléfono' },
    ];
    const file = buildBackup(
      dated,
      {
        'vita-measurements': [
          { id: 'old', created_at: '2026-02-01T00:00:00Z', note: 'archivo' },
          { id: 'new', created_at: '2026-02-01T00:00:00Z', note: 'archivo' },
        ],
      },
      member,
      now,
    );
    const plan = planRestore(dated, { 'vita-measurements': phone }, file);
    expect(plan.values['vita-measurements']).toEqual([
      { id: 'old', created_at: '2026-02-01T00:00:00Z', note: 'archivo' },
      phone[1],
    ]);
    expect(restoreSummary(plan, words())).toBe('Se actualizará 1 medición.');
    expect(restoreSummary(plan, words('past'))).toBe('Se actualizó 1 medición.');
  });

  it('counts an id repeated in the file once, as added', () => {
    const file = buildBackup(
      rules,
      {
        vita365_medicines: [
          { id: 'm1', dose: 'a' },
          { id: 'm1', dose: 'b' },
        ],
      },
      member,
      now,
    );
    const plan = planRestore(rules, {}, file);
    expect(plan.values.vita365_medicines).toEqual([{ id: 'm1', dose: 'a' }]);
    expect(plan.changes).toEqual([{ key: 'vita365_medicines', added: 1, updated: 0 }]);
  });

  it('fills an empty height from the file but keeps the phone’s own', () => {
    const height: BackupSliceRule[] = [
      {
        key: 'vita365_body_profile',
        merge: { kind: 'value' },
        backup: {},
      },
    ];
    const file = buildBackup(height, { vita365_body_profile: { heightCm: 160 } }, member, now);
    expect(planRestore(height, { vita365_body_profile: {} }, file).values).toEqual({
      vita365_body_profile: { heightCm: 160 },
    });
    expect(planRestore(height, { vita365_body_profile: { heightCm: 170 } }, file).values).toEqual({
      vita365_body_profile: { heightCm: 170 },
    });
    const emptyFile = buildBackup(height, { vita365_body_profile: {} }, member, now);
    expect(planRestore(height, { vita365_body_profile: {} }, emptyFile).changes).toEqual([]);
  });

  it('unites the ids ticked under each key', () => {
    const ticks: BackupSliceRule[] = [
      {
        key: 'vita365_checked_items',
        merge: { kind: 'idSetMap' },
        backup: {},
      },
    ];
    const file = buildBackup(
      ticks,
      { vita365_checked_items: { guia: ['a', 'b'], otra: ['x'] } },
      member,
      now,
    );
    const plan = planRestore(ticks, { vita365_checked_items: { guia: ['b', 'c'] } }, file);
    expect(plan.values).toEqual({
      vita365_checked_items: { guia: ['b', 'c', 'a'], otra: ['x'] },
    });
    expect(restoreSummary(plan, words())).toBe('Se agregarán 2 marcas.');
    expect(restoreSummary(plan, words('past'))).toBe('Se agregaron 2 marcas.');
  });

  it('tells a file of another account by its e-mail, whatever the case', () => {
    const file = buildBackup(rules, {}, member, now);
    expect(isFromAnotherMember(file, { email: 'ANA@example.com ', cardId: null })).toBe(false);
    expect(isFromAnotherMember(file, { email: 'luis@example.com', cardId: 'VITA-1' })).toBe(true);
  });

  it('says when the phone already has everything', () => {
    const file = buildBackup(rules, { vita365_medicines: [{ id: 'm1' }] }, member, now);
    const plan = planRestore(rules, { vita365_medicines: [{ id: 'm1' }] }, file);
    expect(restoreSummary(plan, words())).toBe(
      'Este teléfono ya tiene todo lo que hay en el archivo.',
    );
  });
});
