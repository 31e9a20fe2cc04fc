import { Bluetooth, Camera } from 'lucide-react';
import { notImplemented } from '../../../state/toasts';
import { Button } from '../../../ui/Button/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs/Tabs';
import { VitalsManualForm } from './VitalsManualForm';
import * as styles from './VitalsPage.css';

/** /mi-chequeo/vitals: Conectar (Bluetooth), Manual, Cámara (beta); only Manual works for now. */
export default function VitalsPage() {
  return (
    <Tabs defaultValue="manual" className={styles.page}>
      <TabList aria-label="Forma de medir">
        <Tab value="conectar">Conectar</Tab>
        <Tab value="manual">Manual</Tab>
        <Tab value="camara">
          Cámara <span className={styles.beta}>beta</span>
        </Tab>
      </TabList>
      <TabPanel value="conectar" className={styles.panel}>
        <p>
          Conecta un tensiómetro o un oxímetro por Bluetooth para registrar tus valores sin
          escribirlos.
        </p>
        <Button
          block
          onClick={() =>
            notImplemented('La conexión con dispositivos Bluetooth estará disponible próximamente.')
          }
        >
          <Bluetooth size={20} aria-hidden="true" />
          Buscar dispositivo
        </Button>
      </TabPanel>
      <TabPanel value="manual" className={styles.panel}>
        <VitalsManualForm />
      </TabPanel>
      <TabPanel value="camara" className={styles.panel}>
        <p>
          Mide tu pulso con la cámara de tu teléfono, colocando la yema del dedo sobre el lente.
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
      </TabPanel>
    </Tabs>
  );
}
