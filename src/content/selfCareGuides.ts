/// <reference types="mdx" />
// The self-care guides (content/triage/selfcare/<topic>.mdx), one per triage test, shown at level D.
// Each loads on demand, as its own chunk: only the guide page needs one. A topic is the file's name,
// the last part of the content's route 'selfcare/<topic>'; a topic with no file is simply absent.
import type { MDXContent } from 'mdx/types';
import { routePaths } from './routePaths';

export interface SelfCareSource {
  readonly label: string;
  readonly url: string;
}

export interface SelfCareMeta {
  /** The triage test the guide follows (its id in content/triage/tests). */
  readonly testId: string;
  readonly title: string;
  readonly sources: readonly SelfCareSource[];
}

export interface SelfCareGuide {
  readonly topic: string;
  readonly meta: SelfCareMeta;
  readonly Content: MDXContent;
}

interface MdxModule {
  readonly default: MDXContent;
}

const SELF_CARE_ROUTE_PREFIX = 'selfcare/';

/** Where the member reads a guide: /autocuidado/<topic>. */
export const SELF_CARE_HOME = routePaths.selfCare;

const loaders: Readonly<Record<string, () => Promise<MdxModule>>> = Object.fromEntries(
  Object.entries(import.meta.glob<MdxModule>('../../content/triage/selfcare/*.mdx')).map(
    ([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length), load],
  ),
);

/** The topics that have a guide, in alphabetical order. */
export function selfCareTopics(): string[] {
  return Object.keys(loaders).sort();
}

/** The topic a triage call to action's route names ('selfcare/fever' → 'fever'), if it is one. */
export function selfCareTopicOfRoute(route: string): string | undefined {
  if (!route.startsWith(SELF_CARE_ROUTE_PREFIX)) return undefined;
  const topic = route.slice(SELF_CARE_ROUTE_PREFIX.length);
  return /^[a-z0-9-]+$/.test(topic) ? topic : undefined;
}

export const selfCareGuidePath = (topic: string): string => `${SELF_CARE_HOME}/${topic}`;

function isSource(value: unknown): value is SelfCareSource {
  return (
    typeof value === 'object' &&
    value !== null &&
    'label' in value &&
    typeof value.label === 'string' &&
    'url' in value &&
    typeof value.url === 'string'
  );
}

function isSelfCareMeta(value: unknown): value is SelfCareMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    'testId' in value &&
    typeof value.testId === 'string' &&
    'title' in value &&
    typeof value.title === 'string' &&
    'sources' in value &&
    Array.isArray(value.sources) &&
    value.sources.every(isSource)
  );
}

/** The guide of a topic, or undefined when no guide has that name. */
export async function loadSelfCareGuide(topic: string): Promise<SelfCareGuide | undefined> {
  const load = Object.hasOwn(loaders, topic) ? loaders[topic] : undefined;
  if (!load) return undefined;
  const module = await load();
  const meta: unknown = 'meta' in module ? module.meta : undefined;
  if (!isSelfCareMeta(meta))
    throw new Error(`content/triage/selfcare/${topic}.mdx does not export a valid meta`);
  return { topic, meta, Content: module.default };
}
