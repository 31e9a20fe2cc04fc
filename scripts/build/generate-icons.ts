// Draws the app's PNG icons from the brand mark, public/favicon.svg, with Chromium: run it after the
// mark changes (`npx tsx scripts/build/generate-icons.ts`) and commit the PNGs. The web manifest lists the
// 192 and 512 icons (rounded, transparent corners) and a maskable 512 whose mark sits inside the
// central safe circle, since Android crops maskable icons to its own shape; iOS rounds the
// apple-touch-icon itself, so that one is full-bleed too.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface IconFile {
  readonly file: string;
  readonly size: number;
  /** Full-bleed: the brand colour fills the square and the mark shrinks to this share of it. */
  readonly fullBleedScale?: number;
}

const icons: readonly IconFile[] = [
  { file: 'icons/icon-192.png', size: 192 },
  { file: 'icons/icon-512.png', size: 512 },
  { file: 'icons/icon-maskable-512.png', size: 512, fullBleedScale: 0.62 },
  { file: 'apple-touch-icon.png', size: 180, fullBleedScale: 0.86 },
  { file: 'favicon-48.png', size: 48 },
];

/** The mark with its rounded background replaced by a full square, the drawing scaled about the centre. */
function fullBleed(svg: string, scale: number): string {
  const background = /<rect\b[^>]*\bfill="(#[0-9a-f]{3,6})"[^>]*\/>/i.exec(svg);
  if (!background) throw new Error('generate-icons: favicon.svg has no background <rect fill>');
  const drawing = svg.replace(background[0], '').replace(/^[\s\S]*?<svg\b[^>]*>|<\/svg>\s*$/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" fill="${background[1]}"/>`,
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g>`,
    '</svg>',
  ].join('');
}

const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    const svg = icon.fullBleedScale ? fullBleed(mark, icon.fullBleedScale) : mark;
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<body style="margin:0"><img src="${source}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: path.join(publicDir, icon.file),
      omitBackground: !icon.fullBleedScale,
    });
    console.log(`public/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
