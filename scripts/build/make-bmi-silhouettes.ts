// One-off: draws the four body silhouettes of the BMI card (public/bmi/{under,normal,over,obese}.png)
// as SVG and rasterises them with Chromium at twice their 80×120 display size. Plain, neutral figures
// that differ only in build, in the brand's calm blue. Run again after changing the shapes:
//   npx tsx scripts/build/make-bmi-silhouettes.ts
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';

interface Build {
  /** Shoulder and waist width of the torso. */
  readonly shoulders: number;
  readonly waist: number;
  readonly arm: number;
  readonly leg: number;
  /** How far the arms hang away from the body, in degrees. */
  readonly armAngle: number;
}

const builds: Record<'under' | 'normal' | 'over' | 'obese', Build> = {
  under: { shoulders: 20, waist: 17, arm: 5, leg: 6.5, armAngle: 5 },
  normal: { shoulders: 26, waist: 23, arm: 6.5, leg: 9, armAngle: 7 },
  over: { shoulders: 32, waist: 33, arm: 8, leg: 12, armAngle: 10 },
  obese: { shoulders: 38, waist: 44, arm: 9.5, leg: 15, armAngle: 14 },
};

const color = '#3d7ea6';
const cx = 40;

function torso({ shoulders: s, waist: m }: Build): string {
  const l = cx - s / 2;
  const r = cx + s / 2;
  const wl = cx - m / 2;
  const wr = cx + m / 2;
  return [
    `M ${l} 35 Q ${l} 30 ${l + 5} 30 L ${r - 5} 30 Q ${r} 30 ${r} 35`,
    `C ${r} 50 ${wr} 54 ${wr} 64 Q ${wr} 74 ${wr - 7} 74 L ${wl + 7} 74`,
    `Q ${wl} 74 ${wl} 64 C ${wl} 54 ${l} 50 ${l} 35 Z`,
  ].join(' ');
}

function silhouette(build: Build): string {
  const armTop = 32;
  const armLength = 36;
  const leftArmX = cx - build.shoulders / 2 - build.arm + 1;
  const rightArmX = cx + build.shoulders / 2 - 1;
  const legGap = 3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="120" viewBox="0 0 80 120">
  <g fill="${color}">
    <circle cx="${cx}" cy="16" r="10"/>
    <rect x="${leftArmX}" y="${armTop}" width="${build.arm}" height="${armLength}" rx="${build.arm / 2}"
      transform="rotate(${build.armAngle} ${leftArmX + build.arm} ${armTop})"/>
    <rect x="${rightArmX}" y="${armTop}" width="${build.arm}" height="${armLength}" rx="${build.arm / 2}"
      transform="rotate(${-build.armAngle} ${rightArmX} ${armTop})"/>
    <rect x="${cx - legGap / 2 - build.leg}" y="68" width="${build.leg}" height="48" rx="${build.leg / 2}"/>
    <rect x="${cx + legGap / 2}" y="68" width="${build.leg}" height="48" rx="${build.leg / 2}"/>
    <path d="${torso(build)}"/>
  </g>
</svg>`;
}

const outDir = path.resolve(import.meta.dirname, '../../public/bmi');
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({
    viewport: { width: 80, height: 120 },
    deviceScaleFactor: 2,
  });
  for (const [name, build] of Object.entries(builds)) {
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${silhouette(build)}</body></html>`,
    );
    const file = path.join(outDir, `${name}.png`);
    await page.locator('svg').screenshot({ path: file, omitBackground: true });
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
} finally {
  await browser.close();
}
