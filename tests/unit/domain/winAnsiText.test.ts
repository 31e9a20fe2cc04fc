import { describe, expect, it } from 'vitest';
import { isWinAnsi, winAnsiText } from '../../../src/domain/report/winAnsiText';

describe('text for the standard PDF fonts', () => {
  it('keeps Spanish as it is: accents, ñ, ¿ ¡, degrees, the en dash and typographic quotes', () => {
    const spanish = '¿Cómo estás? ¡Sí! Niño, pingüino, 36.8 °C, Consulta 24–72 h, “bien” · 1 €';
    expect(winAnsiText(spanish)).toBe(spanish);
  });

  it('writes comparison signs as words and arrows as ASCII', () => {
    expect(winAnsiText('SpO2 ≤ 90')).toBe('SpO2 menor o igual a 90');
    expect(winAnsiText('Presión ≥ 180')).toBe('Presión mayor o igual a 180');
    expect(winAnsiText('A → B')).toBe('A -> B');
    expect(winAnsiText('−5')).toBe('-5');
  });

  it('drops accents that Latin-1 lacks but keeps the letter', () => {
    expect(winAnsiText('Dvořák, Łódź, Nguyễn')).toBe('Dvorák, ?ódz, Nguyen');
  });

  it('removes emoji with the space they leave behind', () => {
    expect(winAnsiText('🚑 Ambulancia')).toBe('Ambulancia');
    expect(winAnsiText('Hola 👋🏽 Ana')).toBe('Hola Ana');
    expect(winAnsiText('Corazón ❤️ sano')).toBe('Corazón sano');
  });

  it('turns characters with no Latin form into a question mark', () => {
    expect(winAnsiText('李 Ana')).toBe('? Ana');
  });

  it('knows the WinAnsi range', () => {
    expect(isWinAnsi('ñ')).toBe(true);
    expect(isWinAnsi('–')).toBe(true);
    expect(isWinAnsi('€')).toBe(true);
    expect(isWinAnsi('≥')).toBe(false);
    expect(isWinAnsi('\u0085')).toBe(false);
  });
});
