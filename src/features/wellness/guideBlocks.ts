// A nutrition guide's sections as the page lays them out: each section on its own, except that
// consecutive herb cards form one grid and consecutive warnings one group set apart.
import type {
  BulletsSection,
  HerbalItemSection,
  HerbalWarningSection,
  PlanSection,
  Section,
  TipsSection,
} from '../../content/nutrition';

export interface HerbsBlock {
  readonly type: 'herbs';
  readonly herbs: readonly HerbalItemSection[];
}

export interface WarningsBlock {
  readonly type: 'warnings';
  readonly warnings: readonly HerbalWarningSection[];
}

export type GuideBlock = BulletsSection | TipsSection | PlanSection | HerbsBlock | WarningsBlock;

export function guideBlocks(sections: readonly Section[]): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  for (const section of sections) {
    const last = blocks[blocks.length - 1];
    if (section.type === 'herbal_item') {
      if (last?.type === 'herbs')
        blocks[blocks.length - 1] = { type: 'herbs', herbs: [...last.herbs, section] };
      else blocks.push({ type: 'herbs', herbs: [section] });
    } else if (section.type === 'herbal_warning') {
      if (last?.type === 'warnings')
        blocks[blocks.length - 1] = { type: 'warnings', warnings: [...last.warnings, section] };
      else blocks.push({ type: 'warnings', warnings: [section] });
    } else {
      blocks.push(section);
    }
  }
  return blocks;
}

/** A herb's precautions block, which the dialog sets apart as a warning. */
export function isPrecautionBlock(title: string): boolean {
  return /^precauci[oó]n/i.test(title.trim());
}
