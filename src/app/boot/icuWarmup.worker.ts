// The throwaway worker of src/app/boot/icuWarmup.ts: uses Intl once, then ends.
import { warmIcu } from './icuWarmup';

warmIcu(Date.now());
self.close();
