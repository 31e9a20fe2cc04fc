import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWinAnsi, winAnsiText } from '../../src/domain/report/winAnsiText';

const winAnsiChar = fc.constantFrom(
  ...[...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))],
  ...[...Array.from({ length: 0x100 - 0xa0 }, (_, i) => String.fromCharCode(0xa0 + i))],
  ...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ',
);

/** Any code point, lone surrogates included (fast-check's 'binary' unit is slow to build). */
const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

describe('winAnsiText properties', () => {
  it('always gives text the standard fonts can show, whatever the member typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 40 }),
          fc.string({ unit: anyCodePoint, maxLength: 40 }),
        ),
        (text) => {
          expect([...winAnsiText(text)].every(isWinAnsi)).toBe(true);
        },
      ),
    );
  });

  it('leaves text that is already WinAnsi untouched', () => {
    fc.assert(
      fc.property(fc.array(winAnsiChar, { maxLength: 60 }), (chars) => {
        const text = chars.join('').normalize('NFC');
        expect(winAnsiText(text)).toBe(text);
      }),
    );
  });
});
