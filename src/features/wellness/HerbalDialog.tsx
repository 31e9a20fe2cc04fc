// The dialog of a herb or a warning of the herbal-teas guide: its detail blocks (use, preparation,
// precautions), with precautions — and every block of a warning — set apart in the warning colours.
import { TriangleAlert } from 'lucide-react';
import type { HerbalItemSection, HerbalWarningSection } from '../../content/nutrition';
import { Dialog } from '../../ui/Dialog/Dialog';
import { isPrecautionBlock } from './guideBlocks';
import * as styles from './HerbalCards.css';

export function HerbalDialog({
  section,
  onClose,
}: {
  readonly section: HerbalItemSection | HerbalWarningSection | null;
  readonly onClose: () => void;
}) {
  return (
    <Dialog
      open={section !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={section?.title ?? ''}
      description={section?.items.join(' ')}
    >
      {section?.details.map((block) => {
        const warning = section.type === 'herbal_warning' || isPrecautionBlock(block.title);
        return (
          <section
            key={block.title}
            className={warning ? styles.warningBlock : styles.block}
            aria-label={block.title}
          >
            <h3 className={styles.blockTitle}>
              {warning && <TriangleAlert aria-hidden="true" size={18} />}
              {block.title}
            </h3>
            <ul className={styles.blockList}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </Dialog>
  );
}
