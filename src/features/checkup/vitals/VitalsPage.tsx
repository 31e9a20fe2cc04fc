import { Bluetooth, Camera } from 'lucide-react';
import { DataTabs } from '../../../renderers/DataTabs/DataTabs';
import { notImplemented } from '../../../state/toasts';
import { Button } from '../../../ui/Button/Button';
import { VitalsManualForm } from './VitalsManualForm';
import * as styles from './VitalsPage.css';

/** /mi-chequeo/vitals: Conectar (Bluetooth), Manual, Cámara (beta); only Manual works for now. */
export default function VitalsPage() {
  return (
    <DataTabs
      defaultValue="manual"
      className={styles.page}
      listName={{ label: 'Forma de medir' }}
      panelClassName={styles.panel}
      tabs={[
        {
          value: 'conectar',
          label: 'Conectar',
          content: (
            <>
              <p>
                Conecta un tensiómetro o un oxímetro por Bluetooth para registrar tus valores sin
                escribirlos.
              </p>
              <Button
                block
                onClick={() =>
                  notImplemented(
                    'La conexión con dispositivos Bluetooth estará disponible próximamente.',
                  )
                }
              >
                <Bluetooth size={20} aria-hidden="true" />
                Buscar dispositivo
              </Button>
            </>
          ),
        },
        { value: 'manual', label: 'Manual', content: <VitalsManualForm /> },
        {
          value: 'camara',
          label: (
            <>
              Cámara <span className={styles.beta}>beta</span>
            </>
          ),
          content: (
            <>
              <p>
                Mide tu pulso con la cámara de tu teléfono, colocando la yema del dedo sobre el
                lente.
              </p>
              <Button
                block
                onClick={() =>
                  notImplemented('La medición con la cámara estará disponible próximamente.')
                }
              >
                <Camera size={20} aria-hidden="true" />
                Medir con la cámara
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
