import { describe, expect, it } from 'vitest';
import { pickSpanishVoice } from '../../../src/domain/wellness/spanishVoice';

const voice = (lang: string, name = lang, localService = true) => ({ lang, name, localService });

describe('the voice that reads meditations aloud', () => {
  it('prefers Mexican Spanish over any other Spanish', () => {
    const voices = [voice('en-US'), voice('es-ES'), voice('es-US'), voice('es-MX', 'Paulina')];
    expect(pickSpanishVoice(voices)?.name).toBe('Paulina');
  });

  it('then Latin American, then US Spanish, then any Spanish', () => {
    expect(pickSpanishVoice([voice('es-ES'), voice('es-US'), voice('es-419')])?.lang).toBe(
      'es-419',
    );
    expect(pickSpanishVoice([voice('es-ES'), voice('es-US')])?.lang).toBe('es-US');
    expect(pickSpanishVoice([voice('en-GB'), voice('es-ES')])?.lang).toBe('es-ES');
    expect(pickSpanishVoice([voice('es')])?.lang).toBe('es');
  });

  it('prefers a voice on the device to a network voice of the same region', () => {
    const voices = [voice('es-MX', 'Google', false), voice('es-MX', 'Local')];
    expect(pickSpanishVoice(voices)?.name).toBe('Local');
  });

  it('reads Android-style tags (es_MX) and any letter case', () => {
    expect(pickSpanishVoice([voice('es-ES'), voice('ES_mx', 'Android')])?.name).toBe('Android');
  });

  it('has no voice when none speaks Spanish', () => {
    expect(pickSpanishVoice([voice('en-US'), voice('pt-BR'), voice('est')])).toBeUndefined();
    expect(pickSpanishVoice([])).toBeUndefined();
  });
});
