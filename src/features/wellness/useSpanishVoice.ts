// The browser's Spanish voice for reading meditations aloud (es-MX preferred; see
// domain/wellness/spanishVoice.ts). Browsers load their voices late and announce them with `voiceschanged`;
// some never announce anything, so after a short wait no voice means none.
import { useEffect, useState } from 'react';
import { pickSpanishVoice } from '../../domain/wellness/spanishVoice';

export type SpanishVoiceState =
  | { readonly status: 'checking' }
  | { readonly status: 'none' }
  | { readonly status: 'ready'; readonly voice: SpeechSynthesisVoice };

export const VOICE_WAIT_MS = 2500;

/** The browser's speech synthesis, or null where there is none (older WebViews, some privacy modes). */
export function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' ? (window.speechSynthesis ?? null) : null;
}

function stateFrom(synth: SpeechSynthesis | null, waited: boolean): SpanishVoiceState {
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return { status: 'none' };
  const voices = synth.getVoices();
  const voice = pickSpanishVoice(voices);
  if (voice) return { status: 'ready', voice };
  return voices.length > 0 || waited ? { status: 'none' } : { status: 'checking' };
}

export function useSpanishVoice(): SpanishVoiceState {
  const [state, setState] = useState<SpanishVoiceState>(() =>
    stateFrom(speechSynthesisOrNull(), false),
  );

  useEffect(() => {
    const synth = speechSynthesisOrNull();
    if (!synth) return;
    let waited = false;
    const update = () => setState(stateFrom(synth, waited));
    const timer = setTimeout(() => {
      waited = true;
      update();
    }, VOICE_WAIT_MS);
    synth.addEventListener('voiceschanged', update);
    return () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', update);
    };
  }, []);

  return state;
}
