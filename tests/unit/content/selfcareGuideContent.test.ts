// The self-care guides (content/triage/selfcare/*.mdx, issue 27 item 5) as MDX really compiles them:
// one per selfcare route of the triage tests, its `meta` as the content check reads it, and the four
// sections rendered as headings in order, with the 911 red flags and linked sources.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { triageTests } from '../../../src/content/triage';
import {
  readSelfcareMeta,
  SELFCARE_SECTIONS,
  type SelfcareMeta,
} from '../../../scripts/content/checks/triageSelfcareGuidesExist';
import { projectRoot } from './projectCopy';

interface GuideModule {
  readonly default: ComponentType;
  readonly meta: SelfcareMeta;
}

const guides = import.meta.glob<GuideModule>('../../../content/triage/selfcare/*.mdx', {
  eager: true,
});

const topicOf = (modulePath: string): string => path.basename(modulePath, '.mdx');

const selfcareRoutes = triageTests().flatMap((test) =>
  Object.values(test.cta)
    .map((cta) => cta?.route)
    .filter((route): route is string => route?.startsWith('selfcare/') === true)
    .map((route) => [route.slice('selfcare/'.length), test.id] as const),
);

describe('self-care guide content', () => {
  it('exist for exactly the selfcare routes of the spec, one per test', () => {
    expect(Object.keys(guides).map(topicOf).sort()).toEqual(
      [
        'abdomen',
        'allergy',
        'chestpain',
        'dyspnea',
        'fever',
        'mental',
        'ob',
        'stroke',
        'syncope',
        'trauma',
      ].sort(),
    );
    expect(selfcareRoutes.map(([topic]) => topic).sort()).toEqual(
      Object.keys(guides).map(topicOf).sort(),
    );
  });

  it.each(Object.entries(guides).map(([file, guide]) => [topicOf(file), guide] as const))(
    '%s compiles, exports the meta the check reads, and renders the four sections',
    (topic, guide) => {
      const text = readFileSync(
        path.join(projectRoot, `content/triage/selfcare/${topic}.mdx`),
        'utf8',
      );
      expect(guide.meta).toEqual(readSelfcareMeta(text));
      expect(guide.meta.testId).toBe(selfcareRoutes.find(([route]) => route === topic)?.[1]);

      const html = renderToStaticMarkup(createElement(guide.default));
      const headings = [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]);
      expect(headings).toEqual([...SELFCARE_SECTIONS]);
      const redFlags = html.slice(html.indexOf('<h2>Cuándo'), html.indexOf('<h2>Fuentes'));
      expect(redFlags).toContain('911');
      for (const source of guide.meta.sources) {
        expect(html).toContain(`<a href="${source.url}">`);
      }
    },
  );
});
