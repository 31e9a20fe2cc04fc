import { useState } from 'react';
import { flushSync } from 'react-dom';
import { triageTests } from '../../content/triage';
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
          ¿Es una emergencia?
        </h2>
        <p>Si la persona no respira, no responde o sangra mucho, no hagas el test: llama ya.</p>
        <EmergencyCallLink detail="Emergencias, las 24 horas" />
      </section>
      <p className={styles.intro}>
        Elige el test que mejor describe lo que pasa y responde lo que sepas; si no sabes un dato,
        déjalo en blanco. El resultado es orientativo, no es un diagnóstico.
      </p>
      <ul className={styles.tests} aria-label="Tests de alertas">
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
