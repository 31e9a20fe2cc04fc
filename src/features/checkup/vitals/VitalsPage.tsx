import { Bluetooth, Camera } from 'lucide-react';
import { t } from '../../../content/messages';
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
      listName={{ label: t('vitals.methodTabs') }}
      panelClassName={styles.panel}
      tabs={[
        {
          value: 'conectar',
          label: t('vitals.connectTab'),
          content: (
            <>
              <p>{t('vitals.connectIntro')}</p>
              <Button block onClick={() => notImplemented(t('vitals.connectSoon'))}>
                <Bluetooth size={20} aria-hidden="true" />
                {t('vitals.connectButton')}
              </Button>
            </>
          ),
        },
        { value: 'manual', label: t('vitals.manualTab'), content: <VitalsManualForm /> },
        {
          value: 'camara',
          label: (
            <>
              {t('vitals.cameraTab')} <span className={styles.beta}>{t('vitals.cameraBeta')}</span>
            </>
          ),
          content: (
            <>
              <p>{t('vitals.cameraIntro')}</p>
              <Button block onClick={() => notImplemented(t('vitals.cameraSoon'))}>
                <Camera size={20} aria-hidden="true" />
                {t('vitals.cameraButton')}
              </Button>
            </>
          ),
        },
      ]}
    />
  );
}
