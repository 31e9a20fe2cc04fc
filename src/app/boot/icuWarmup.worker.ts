// The throwaway worker of src/app/boot/icuWarmup.ts: uses Intl once, says so, then ends.
import { warmIcu } from './icuWarmup';
import { ICU_WARM_MESSAGE } from './startIcuWarmup';

warmIcu(Date.now());
self.postMessage(ICU_WARM_MESSAGE);
self.close();
