// Reads a meditation aloud with the browser's speech synthesis, one paragraph per utterance, so the
// page can show which paragraph is being read. Why it looks the way it does:
// - Pause cancels and remembers the paragraph; resume reads that paragraph again from its start.
//   speechSynthesis.pause() does nothing on Chrome for Android, the members' usual browser.
// - Every start bumps a generation number; events from an utterance of an older generation (a
//   cancelled one still reporting 'end' or 'interrupted') are ignored.
// - The utterance being spoken is kept in a ref: Chrome can drop the events of an utterance that
//   nothing references any more.
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechSynthesisOrNull } from './useSpanishVoice';

export type SpeechStatus = 'idle' | 'speaking' | 'paused';

export interface SpeechReader {
  readonly status: SpeechStatus;
  /** The paragraph being read, or where reading paused. */
  readonly current: number | undefined;
  /** True when the last reading stopped because the browser failed to speak. */
  readonly failed: boolean;
  readonly play: () => void;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly stop: () => void;
}

/** A calm pace for guided meditation. */
const SPEECH_RATE = 0.9;

export function useSpeechReader(
  paragraphs: readonly string[],
  voice: SpeechSynthesisVoice | undefined,
): SpeechReader {
  const [status, setStatus] = useState<SpeechStatus>('idle');
  const [current, setCurrent] = useState<number | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);

  const silence = useCallback(() => {
    generation.current += 1;
    utterance.current = null;
    speechSynthesisOrNull()?.cancel();
  }, []);

  const readFrom = useCallback(
    (start: number) => {
      if (!voice) return;
      silence();
      const mine = generation.current;
      const say = (index: number) => {
        if (generation.current !== mine) return;
        const text = paragraphs[index];
        if (text === undefined) {
          utterance.current = null;
          setStatus('idle');
          setCurrent(undefined);
          return;
        }
        setCurrent(index);
        const next = new SpeechSynthesisUtterance(text);
        next.voice = voice;
        next.lang = voice.lang;
        next.rate = SPEECH_RATE;
        next.addEventListener('end', () => say(index + 1));
        next.addEventListener('error', (event) => {
          if (generation.current !== mine) return;
          if (event.error === 'interrupted' || event.error === 'canceled') return;
          utterance.current = null;
          setStatus('idle');
          setCurrent(undefined);
          setFailed(true);
        });
        utterance.current = next;
        speechSynthesisOrNull()?.speak(next);
      };
      setFailed(false);
      setStatus('speaking');
      say(start);
    },
    [paragraphs, silence, voice],
  );

  useEffect(() => silence, [silence]);

  return {
    status,
    current,
    failed,
    play: () => readFrom(0),
    pause: () => {
      silence();
      setStatus('paused');
    },
    resume: () => readFrom(current ?? 0),
    stop: () => {
      silence();
      setStatus('idle');
      setCurrent(undefined);
    },
  };
}
