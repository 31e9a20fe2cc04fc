// An audio item (a guided meditation). With its recording: the native audio player. Without one (none
// ship yet): the text read aloud by a Spanish voice of the browser, or, with no such voice, the
// spec's 'Audio no disponible.' and the text to read. The text is always on the page. Whether the
// recording ships is known when the app is built, so a missing one is never requested.
import { Headphones } from 'lucide-react';
import { shippedAudioSrc } from '../../content/shippedAudioSrc';
import { t } from '../../content/messages';
import * as styles from './AudioItemBody.css';
import type { ItemBodyProps, ItemOfType } from './wellnessItemBlocks';
import { ReadAlongText } from './ReadAlongText';
import { SpeechControls } from './SpeechControls';
import { useSpanishVoice } from './useSpanishVoice';
import { useSpeechReader } from './useSpeechReader';

export function AudioItemBody({ block: item }: ItemBodyProps<ItemOfType<'audio'>>) {
  const recording = shippedAudioSrc(item.audioSrc);
  const file = recording === undefined ? 'missing' : 'available';
  const voice = useSpanishVoice();
  const reader = useSpeechReader(item.content, voice.status === 'ready' ? voice.voice : undefined);
  const deciding = file === 'missing' && voice.status === 'checking';

  return (
    <>
      <section className={styles.player} aria-labelledby="audio-titulo" aria-busy={deciding}>
        <h3 id="audio-titulo" className={styles.heading}>
          <Headphones className={styles.headingIcon} aria-hidden="true" size={22} />
          {t('wellness.audioHeading')}
        </h3>
        {deciding && <p className={styles.status}>{t('wellness.audioPreparing')}</p>}
        {file === 'available' && (
          <audio className={styles.audio} controls preload="none" src={recording}>
            <a href={recording}>{t('wellness.audioDownload')}</a>
          </audio>
        )}
        {file === 'missing' && voice.status === 'ready' && (
          <SpeechControls reader={reader} total={item.content.length} />
        )}
        {file === 'missing' && voice.status === 'none' && (
          <>
            <p className={styles.unavailable}>{t('wellness.audioUnavailable')}</p>
            <p className={styles.status}>{t('wellness.audioReadInstead')}</p>
          </>
        )}
      </section>
      <section aria-labelledby="texto-titulo">
        <h3 id="texto-titulo" className={styles.textHeading}>
          {t('wellness.meditationTextHeading')}
        </h3>
        <ReadAlongText paragraphs={item.content} current={reader.current} />
      </section>
    </>
  );
}
