// Fixtures of the wellness spec: a scripted speechSynthesis (headless Chromium has no voices) and a
// tiny WAV file standing in for a meditation's recording.
import type { Page } from '@playwright/test';

export interface StubVoice {
  readonly lang: string;
  readonly name: string;
}

export interface SpokenUtterance {
  readonly text: string;
  readonly lang: string;
  readonly voice: string | undefined;
}

/**
 * Replaces speechSynthesis and SpeechSynthesisUtterance before any page script runs. An utterance
 * "speaks" until the test calls `finishUtterance(page)`; `cancel` interrupts it, as browsers do.
 */
export async function stubSpeechSynthesis(page: Page, voices: readonly StubVoice[]): Promise<void> {
  await page.addInitScript((stubVoices: readonly StubVoice[]) => {
    class StubUtterance extends EventTarget {
      text: string;
      lang = '';
      voice: StubVoice | null = null;
      rate = 1;
      pitch = 1;
      volume = 1;
      constructor(text = '') {
        super();
        this.text = text;
      }
    }
    const spoken: SpokenUtterance[] = [];
    let current: StubUtterance | null = null;
    const synth = Object.assign(new EventTarget(), {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () =>
        stubVoices.map((voice) => ({
          ...voice,
          default: false,
          localService: true,
          voiceURI: voice.name,
        })),
      speak(utterance: StubUtterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name });
        current = utterance;
        synth.speaking = true;
        utterance.dispatchEvent(new Event('start'));
      },
      cancel() {
        const interrupted = current;
        current = null;
        synth.speaking = false;
        if (interrupted)
          interrupted.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
      },
      pause() {},
      resume() {},
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: StubUtterance,
      configurable: true,
    });
    Object.defineProperty(window, '__speech', {
      value: {
        spoken,
        finish() {
          const finished = current;
          current = null;
          synth.speaking = false;
          finished?.dispatchEvent(new Event('end'));
        },
      },
    });
  }, voices);
}

interface SpeechProbe {
  readonly spoken: SpokenUtterance[];
  finish(): void;
}

export async function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __speech: SpeechProbe }).__speech.spoken);
}

/** The stub voice finishes the utterance it is speaking; the app moves on to the next paragraph. */
export async function finishUtterance(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __speech: SpeechProbe }).__speech.finish());
}

/** What the page stored under a localStorage key, parsed. */
export async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? 'null'), key);
}
