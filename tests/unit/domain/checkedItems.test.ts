import { describe, expect, it } from 'vitest';
import {
  checkedIdsOf,
  checklistItemId,
  toggleCheckedItem,
} from '../../../src/domain/wellness/checkedItems';

describe('checked items', () => {
  it('ticks an id under its key and leaves other keys alone', () => {
    const checked = toggleCheckedItem({ otra: ['x'] }, 'plato-del-bien-comer', 'dia-1-desayuno');
    expect(checked).toEqual({ otra: ['x'], 'plato-del-bien-comer': ['dia-1-desayuno'] });
    expect(checkedIdsOf(checked, 'plato-del-bien-comer')).toContain('dia-1-desayuno');
    expect(checkedIdsOf(checked, 'otra')).not.toContain('dia-1-desayuno');
  });

  it('unticks an id that was ticked, and drops a key left empty', () => {
    const once = toggleCheckedItem({}, 'guia', 'a');
    expect(toggleCheckedItem(toggleCheckedItem(once, 'guia', 'b'), 'guia', 'a')).toEqual({
      guia: ['b'],
    });
    expect(toggleCheckedItem(once, 'guia', 'a')).toEqual({});
  });

  it('has no ids for an unknown key, including names an object inherits', () => {
    expect(checkedIdsOf({}, 'guia')).toEqual([]);
    expect(checkedIdsOf({}, 'constructor')).toEqual([]);
    expect(toggleCheckedItem({}, 'constructor', 'a')).toEqual({ constructor: ['a'] });
  });

  it('gives a checklist line the same id wherever it sits, and a new id when reworded', () => {
    const id = checklistItemId('consejo', 'Sirve primero las verduras.');
    expect(id).toMatch(/^consejo-[0-9a-z]+$/);
    expect(checklistItemId('consejo', 'Sirve primero las verduras.')).toBe(id);
    expect(checklistItemId('consejo', 'Sirve primero la fruta.')).not.toBe(id);
    expect(checklistItemId('consejo', 'Cafe\u0301')).toBe(checklistItemId('consejo', 'Café'));
  });
});
