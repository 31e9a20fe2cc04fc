// The report's PDF uses the standard Helvetica font (nothing to download), whose WinAnsi encoding
// covers Spanish (á é í ó ú ü ñ ¿ ¡ °, the en dash of 'Consulta 24–72 h') but not every character
// a member's data may hold. One character outside it makes the PDF library write the whole line in
// another encoding that viewers show as gibberish, so every text is folded first: symbols become
// words or their nearest WinAnsi sign, accents outside Latin-1 are dropped from their letter, emoji
// disappear and anything else becomes '?'.

/** The 27 characters WinAnsi adds to Latin-1's printable ranges (bytes 0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≥': 'mayor o igual a',
  '≤': 'menor o igual a',
  '≠': 'distinto de',
  '≈': 'aprox.',
  '→': '->',
  '←': '<-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '′': "'",
  '″': '"',
  '⁄': '/',
  '\t': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2007': ' ',
};

const COMBINING_MARK = /\p{M}/u;
/** Emoji, variation selectors and joiners: nothing to show in a plain-text report. */
const INVISIBLE_OR_PICTURE =
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Cc}\p{Cf}\uFE00-\uFE0F]/u;

function foldChar(char: string): string {
  if (isWinAnsi(char)) return char;
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  const base = [...char.normalize('NFD')].filter((part) => !COMBINING_MARK.test(part)).join('');
  if (base.length > 0 && [...base].every(isWinAnsi)) return base;
  if (INVISIBLE_OR_PICTURE.test(char) || COMBINING_MARK.test(char)) return '';
  return '?';
}

/** The text with every character the standard PDF fonts can show. */
export function winAnsiText(text: string): string {
  let folded = '';
  let afterDropped = false;
  for (const char of text.normalize('NFC')) {
    const piece = foldChar(char);
    // A dropped emoji must not leave its two surrounding spaces behind ('Hola 👋 Ana').
    if (piece === ' ' && afterDropped && (folded === '' || folded.endsWith(' '))) continue;
    afterDropped = piece === '' ? true : afterDropped && piece === ' ';
    folded += piece;
  }
  return folded;
}
