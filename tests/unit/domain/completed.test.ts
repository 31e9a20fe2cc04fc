import { describe, expect, it } from 'vitest';
import {
  isCompleted,
  markCompleted,
  toggleCompleted,
  uniqueCompleted,
  unmarkCompleted,
} from '../../../src/domain/wellness/completed';

describe('completed items', () => {
  it('marks an id once, however often it is marked', () => {
    expect(markCompleted(markCompleted([], 'tip-morning-water'), 'tip-morning-water')).toEqual([
      'tip-morning-water',
    ]);
  });

  it('keeps the order in which items were done', () => {
    expect(markCompleted(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('unmarks an id, and unmarking an absent id changes nothing', () => {
    expect(unmarkCompleted(['a', 'b'], 'a')).toEqual(['b']);
    expect(unmarkCompleted(['b'], 'a')).toEqual(['b']);
  });

  it('toggles between done and not done', () => {
    expect(toggleCompleted([], 'a')).toEqual(['a']);
    expect(toggleCompleted(['a'], 'a')).toEqual([]);
    expect(isCompleted(['a'], 'a')).toBe(true);
    expect(isCompleted([], 'a')).toBe(false);
  });

  it('reads a repeated id in older data as one, and a toggle clears it completely', () => {
    expect(uniqueCompleted(['a', 'b', 'a'])).toEqual(['a', 'b']);
    expect(markCompleted(['a', 'a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCompleted(['a', 'b', 'a'], 'a')).toEqual(['b']);
    expect(unmarkCompleted(['b', 'b', 'a'], 'a')).toEqual(['b']);
  });
});
