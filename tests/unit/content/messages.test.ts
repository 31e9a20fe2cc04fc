import { describe, expect, it } from 'vitest';
import { pluralForm, t, tPlural } from '../../../src/content/messages';
import agendaFile from '../../../content/messages/agenda.json';
import { membersText, monthsText } from '../../../src/ui/PriceLines/priceTexts';

const records = {
  one: 'Se muestra tu único registro.',
  other: 'Se muestran tus {count} registros.',
};

describe('the message catalogue', () => {
  it('gives the text an area file holds under its key', () => {
    expect(t('agenda.medicineAdded')).toBe(agendaFile.messages.medicineAdded);
    expect(t('agenda.deleteQuestion')).toBe('¿Estás seguro de que deseas eliminar este elemento?');
  });

  it('throws on a key no file holds, naming it', () => {
    // @ts-expect-error: the key type refuses a key the catalogue lacks; at run time it throws too.
    expect(() => t('agenda.noSuchText')).toThrow(
      'content/messages has no text "agenda.noSuchText"',
    );
  });
});

describe('plural forms (Intl.PluralRules es-MX)', () => {
  it("uses 'one' for exactly 1 and 'other' for 0, 2 and fractions", () => {
    expect(pluralForm(records, 1)).toBe(records.one);
    expect(pluralForm(records, 0)).toBe(records.other);
    expect(pluralForm(records, 2)).toBe(records.other);
    expect(pluralForm(records, 21)).toBe(records.other);
    expect(pluralForm(records, 1.5)).toBe(records.other);
  });

  it("uses 'many' for a million when the text has it, else 'other'", () => {
    expect(pluralForm({ ...records, many: 'Un millón o más.' }, 1_000_000)).toBe(
      'Un millón o más.',
    );
    expect(pluralForm(records, 1_000_000)).toBe(records.other);
  });
});

describe('counted texts of the catalogue', () => {
  it("says 'tu único registro' for one record, never 'tus 1 registro'", () => {
    expect(tPlural('checkup.historyShownAll', 1)).toBe('Se muestra tu único registro.');
    expect(tPlural('checkup.historyShownAll', 2)).toBe('Se muestran tus 2 registros.');
  });

  it('fills the count and the other values', () => {
    expect(tPlural('checkup.historyShownSome', 1, { total: 12 })).toBe(
      'Se muestra 1 registro de 12, el más reciente.',
    );
    expect(tPlural('checkup.historyShownSome', 30, { total: 3000 })).toBe(
      'Se muestran 30 registros de 3000, los más recientes.',
    );
    expect(tPlural('checkup.reportCount', 1)).toBe('El informe incluirá 1 registro.');
    expect(tPlural('checkup.reportCount', 0)).toBe('El informe incluirá 0 registros.');
  });
});

describe('the words around the numbers of a price', () => {
  it('count members and months in the singular for one and the plural otherwise', () => {
    expect(membersText(1)).toBe('1 miembro');
    expect(membersText(4)).toBe('4 miembros');
    expect(monthsText(1)).toBe('1 mes');
    expect(monthsText(12)).toBe('12 meses');
  });
});
