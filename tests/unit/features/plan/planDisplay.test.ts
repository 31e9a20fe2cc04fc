import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../../src/domain/format/format';
import { planName } from '../../../../src/content/planName';
import { planTypeName } from '../../../../src/features/plan/planTypeName';

describe('formatLongDate', () => {
  it('shows a calendar date as that very day, whatever the time zone', () => {
    expect(formatLongDate('2026-04-10', 'America/Mexico_City')).toBe('10 de abril de 2026');
    expect(formatLongDate('2026-04-10', 'Pacific/Kiritimati')).toBe('10 de abril de 2026');
  });

  it('shows a timestamp as the day it is where the member is', () => {
    expect(formatLongDate('2026-04-10T03:00:00.000Z', 'America/Mexico_City')).toBe(
      '9 de abril de 2026',
    );
  });

  it.each([undefined, null, '', 'pronto', 7])('says N/A for %j', (value) => {
    expect(formatLongDate(value)).toBe('N/A');
  });
});

describe('planName and planTypeName', () => {
  it('finds the plan by id or by name, accents and case aside', () => {
    expect(planName('familiar')).toBe('Familiar');
    expect(planName('INDIVIDUAL')).toBe('Individual');
    expect(planName('Familiar')).toBe('Familiar');
  });

  it('shows an unknown plan as stored, and nothing for no plan', () => {
    expect(planName('Corporativo')).toBe('Corporativo');
    expect(planName('')).toBeNull();
    expect(planName(undefined)).toBeNull();
  });

  it('the membership’s plan by name; else no plan', () => {
    expect(planTypeName({ plan: 'individual' })).toBe('Individual');
    expect(planTypeName({ plan: 'familiar' })).toBe('Familiar');
    expect(planTypeName({ plan: null })).toBe('Sin plan activo');
  });
});
