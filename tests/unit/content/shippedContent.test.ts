import { describe, expect, it } from 'vitest';
import { formatContentProblem } from '../../../scripts/content/contentProblem';
import { validateContent } from '../../../scripts/content/validateContent';
import { projectRoot } from './projectCopy';

describe('the shipped content', () => {
  it('validates against its schemas and passes every content check', async () => {
    const report = await validateContent(projectRoot);
    expect(report.problems.map(formatContentProblem)).toEqual([]);
    expect(report.filesChecked).toBeGreaterThan(0);
  }, 60_000);
});
