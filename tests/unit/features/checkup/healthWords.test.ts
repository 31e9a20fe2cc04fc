import { describe, expect, it } from 'vitest';
import { entryWords, verdictWords } from '../../../../src/features/checkup/healthWords';

// The codes of the domain in the catalogue's words: the spec's names, word for word.
describe('the health verdicts in words', () => {
  it('names each blood pressure risk and category as the spec does', () => {
    const words = verdictWords();
    expect(words.risks).toEqual({ low: 'Normal', medium: 'Precaución', high: 'Alerta' });
    expect(words.findings).toEqual({
      hypertensiveCrisis: 'Crisis Hipertensiva',
      hypertensionStage2: 'Hipertensión Grado 2',
      hypertensionStage1: 'Hipertensión Grado 1',
      hypertension: 'Hipertensión',
      hypotension: 'Hipotensión',
      mildTachycardia: 'Taquicardia Leve',
      mildBradycardia: 'Bradicardia Leve',
      normal: 'Normal',
    });
  });

  it('names the body mass index categories and the sleep scores', () => {
    const words = verdictWords();
    expect(words.bmiCategories).toEqual({
      under: 'Bajo peso',
      normal: 'Peso normal',
      over: 'Sobrepeso',
      obese: 'Obesidad',
    });
    expect(words.sleepScores).toEqual({
      good: 'Excelente',
      fair: 'Bueno',
      poor: 'Necesita mejorar',
    });
  });

  it('fills the values of an entry summary', () => {
    const words = entryWords();
    expect(words.pressure('120', '80')).toBe('Presión 120/80 mmHg');
    expect(words.sleepMonitored('7 h 5 min')).toBe('Monitoreo de 7 h 5 min');
    expect(words.triageTitleWithTest('Falta de aire')).toBe('Test de alertas: Falta de aire');
  });
});
