import { useState } from 'react';
import { flushSync } from 'react-dom';
import { triageTests } from '../../content/triage';
import { t } from '../../content/messages';
import * as styles from './AlertsTestPage.css';
import { EmergencyCallLink } from './EmergencyCallLink';
import { panelIdOf, TriageTestCard } from './TriageTestCard';

/** /mi-chequeo/test-alertas: the emergency call first, then the ten tests, one open at a time. */
export default function AlertsTestPage() {
  const tests = triageTests();
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(testId: string) {
    if (openId === testId) {
      setOpenId(null);
      return;
    }
    flushSync(() => {
      setOpenId(testId);
      setOpened((current) => new Set(current).add(testId));
    });
    // The card opened above may have closed, moving this one up; bring its header back into view.
    document
      .querySelector(`[aria-controls="${panelIdOf(testId)}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <div className={styles.page}>
      <section className={styles.emergency} aria-labelledby="emergencia-titulo">
        <h2 id="emergencia-titulo" className={styles.emergencyTitle}>
          {t('triage.emergencyQuestion')}
        </h2>
        <p>{t('triage.emergencyAdvice')}</p>
        <EmergencyCallLink detail={t('triage.emergencyLineDetail')} />
      </section>
      <p className={styles.intro}>{t('triage.testsIntro')}</p>
      <ul className={styles.tests} aria-label={t('triage.testsList')}>
        {tests.map((test) => (
          <TriageTestCard
            key={test.id}
            test={test}
            expanded={openId === test.id}
            mounted={opened.has(test.id)}
            onToggle={() => toggle(test.id)}
          />
        ))}
      </ul>
    </div>
  );
}
