import { Pause, Play, Square } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
import { t } from '../../content/messages';
import * as styles from './AudioItemBody.css';
import type { SpeechReader } from './useSpeechReader';

/** Play ('Escuchar'), pause, resume and stop for a meditation read aloud, and where it is. */
export function SpeechControls({
  reader,
  total,
}: {
  readonly reader: SpeechReader;
  readonly total: number;
}) {
  const { status, current, failed } = reader;
  const position =
    current === undefined ? '' : t('wellness.speechPosition', { paragraph: current + 1, total });
  return (
    <>
      <div className={styles.controls}>
        {status === 'idle' && (
          <Button className={styles.control} onClick={reader.play}>
            <Play aria-hidden="true" size={20} />
            {t('wellness.speechListen')}
          </Button>
        )}
        {status === 'speaking' && (
          <Button className={styles.control} onClick={reader.pause}>
            <Pause aria-hidden="true" size={20} />
            {t('wellness.speechPause')}
          </Button>
        )}
        {status === 'paused' && (
          <Button className={styles.control} onClick={reader.resume}>
            <Play aria-hidden="true" size={20} />
            {t('wellness.speechResume')}
          </Button>
        )}
        {status !== 'idle' && (
          <Button tone="secondary" className={styles.control} onClick={reader.stop}>
            <Square aria-hidden="true" size={20} />
            {t('wellness.stop')}
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {status === 'speaking' && t('wellness.speechReading', { position })}
        {status === 'paused' && t('wellness.speechPaused', { position })}
        {status === 'idle' && (failed ? t('wellness.speechFailed') : t('wellness.speechIntro'))}
      </p>
    </>
  );
}
