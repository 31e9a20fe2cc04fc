import { describe, expect, it } from 'vitest';
import {
  loadSelfCareGuide,
  selfCareGuidePath,
  selfCareTopicOfRoute,
} from '../../../src/content/selfCareGuides';
import { triageTests } from '../../../src/content/triage';

/** The selfcare routes of spec §4, in its order. */
const specTopics = [
  'chestpain',
  'dyspnea',
  'stroke',
  'fever',
  'syncope',
  'abdomen',
  'allergy',
  'trauma',
  'ob',
  'mental',
];

describe('the self-care guides', () => {
  it('reads the topic from a call to action’s selfcare route, and nothing from other routes', () => {
    expect(selfCareTopicOfRoute('selfcare/chestpain')).toBe('chestpain');
    expect(selfCareTopicOfRoute('er/map')).toBeUndefined();
    expect(selfCareTopicOfRoute('selfcare/')).toBeUndefined();
    expect(selfCareTopicOfRoute('selfcare/../legal')).toBeUndefined();
  });

  it('gives each test’s level-D result the guide of one of the spec’s topics, at /autocuidado', () => {
    const topics = triageTests().map((test) => {
      const route = test.cta.D?.route;
      return route === undefined ? undefined : selfCareTopicOfRoute(route);
    });
    expect([...topics].sort()).toEqual([...specTopics].sort());
    expect(selfCareGuidePath('fever')).toBe('/autocuidado/fever');
  });

  it.each(['desconocido', 'toString', '__proto__', ''])(
    'has no guide for the topic %j',
    async (topic) => {
      await expect(loadSelfCareGuide(topic)).resolves.toBeUndefined();
    },
  );
});
