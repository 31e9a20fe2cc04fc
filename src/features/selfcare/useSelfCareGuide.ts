import { use } from 'react';
import { loadSelfCareGuide, type SelfCareGuide } from '../../content/selfCareGuides';

// One promise per topic for the whole session: `use` needs the same promise on every render.
const guides = new Map<string, Promise<SelfCareGuide | undefined>>();

/** The self-care guide of a topic (undefined when there is none); suspends until its chunk loads. */
export function useSelfCareGuide(topic: string): SelfCareGuide | undefined {
  let promise = guides.get(topic);
  if (!promise) {
    promise = loadSelfCareGuide(topic);
    guides.set(topic, promise);
  }
  return use(promise);
}
