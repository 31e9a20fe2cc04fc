// Makes `vite build` fail, with the same one-line problems as `npm run validate:content`, when the
// content does not validate: a broken file must never reach members. Dev and tests are not blocked.
import type { Plugin } from 'vite';
import { formatContentProblem } from '../content/contentProblem.ts';
import { validateContent } from '../content/validateContent.ts';

export function contentValidation(): Plugin {
  let root = process.cwd();
  return {
    name: 'vita365-content-validation',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const { problems } = await validateContent(root);
      if (problems.length === 0) return;
      const lines = problems.map(formatContentProblem).join('\n');
      this.error(
        `Invalid content: ${problems.length} problem${problems.length === 1 ? '' : 's'} (npm run validate:content lists them too)\n${lines}`,
      );
    },
  };
}
