import { Pause, Play, Square } from 'lucide-react';
import { Button } from '../../ui/Button/Button';
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
  const position = current === undefined ? '' : `párrafo ${current + 1} de ${total}`;
  return (
    <>
      <div className={styles.controls}>
        {status === 'idle' && (
          <Button className={styles.control} onClick={reader.play}>
            <Play aria-hidden="true" size={20} />
            Escuchar
          </Button>
        )}
        {status === 'speaking' && (
          <Button className={styles.control} onClick={reader.pause}>
            <Pause aria-hidden="true" size={20} />
            Pausar
          </Button>
        )}
        {status === 'paused' && (
          <Button className={styles.control} onClick={reader.resume}>
            <Play aria-hidden="true" size={20} />
            Continuar
          </Button>
        )}
        {status !== 'idle' && (
          <Button tone="secondary" className={styles.control} onClick={reader.stop}>
            <Square aria-hidden="true" size={20} />
            Detener
          </Button>
        )}
      </div>
      <p className={styles.status} role="status">
        {status === 'speaking' && `Leyendo en voz alta: ${position}.`}
        {status === 'paused' && `En pausa: ${position}.`}
        {status === 'idle' &&
          (failed
            ? 'La lectura se detuvo porque el navegador no pudo continuar. Puedes intentarlo de nuevo o leer el texto.'
            : 'Escucha la meditación con la voz de tu teléfono o léela a tu ritmo.')}
      </p>
    </>
  );
}
