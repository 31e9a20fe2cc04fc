import { describe, expect, it } from 'vitest';
import { triageTestById, triageTests } from '../../../src/content/triage';
import { triageTestTitle } from '../../../src/content/triageTitles';

describe('triageTestTitle', () => {
  it("gives every test's own title, as the tests themselves do", () => {
    expect(triageTests()).toHaveLength(10);
    for (const test of triageTests()) {
      expect(triageTestTitle(test.id), test.id).toBe(triageTestById(test.id)?.title);
    }
  });

  it('knows no title for an id no test has, nor for what every object has', () => {
    for (const id of ['old_test', '', 'constructor', 'toString', '__proto__']) {
      expect(triageTestTitle(id), id).toBeUndefined();
    }
  });
});
