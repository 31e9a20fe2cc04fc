// A nutrition guide's sections as the page lays them out: each section on its own, except that
// consecutive herb cards form one grid and consecutive warnings one group set apart.
import type { HerbalItemSection, HerbalWarningSection, Section } from '../../content/nutrition';

export type GuideBlock =
  | { readonly kind: 'section'; readonly section: Section }
  | { readonly kind: 'herbs'; readonly herbs: readonly HerbalItemSection[] }
  | { readonly kind: 'warnings'; readonly warnings: readonly HerbalWarningSection[] };

export function guideBlocks(sections: readonly Section[]): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const section of sections) {
    const last = blocks[blocks.length - 1];
    if (section.type === 'herbal_item') {
      if (last?.kind === 'herbs')
        blocks[blocks.length - 1] = { kind: 'herbs', herbs: [...last.herbs, section] };
      else blocks.push({ kind: 'herbs', herbs: [section] });
    } else if (section.type === 'herbal_warning') {
      if (last?.kind === 'warnings')
        blocks[blocks.length - 1] = { kind: 'warnings', warnings: [...last.warnings, section] };
      else blocks.push({ kind: 'warnings', warnings: [section] });
    } else {
      blocks.push({ kind: 'section', section });
    }
  }
  return blocks;
}

/** A herb's precautions block, which the dialog sets apart as a warning. */
export function isPrecautionBlock(title: string): boolean {
  return /^precauci[oó]n/i.test(title.trim());
}
