import { CircleAlert, Save, ScanHeart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../content/messages';
import { formMessage, vitalsForm, type FormDefinition } from '../../../content/forms';
import { Form } from '../../../renderers/form/Form';
import { Button } from '../../../ui/Button/Button';
import { EmergencyCallLink } from '../EmergencyCallLink';
import { CHECKUP_PATH } from '../useSaveTriageResult';
import { useVitalsForm } from './useVitalsForm';
import * as styles from './VitalsManualForm.css';
import { VitalsResult } from './VitalsResult';

export interface VitalsManualFormProps {
  /** The fields, ranges and messages; content/forms/vitals.json unless a test gives another. */
  readonly definition?: FormDefinition;
}

/** The Manual tab: type the values, analyse, then save. */
export function VitalsManualForm({ definition = vitalsForm }: VitalsManualFormProps) {
  const form = useVitalsForm(definition);
  const [, navigate] = useLocation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [focusResult, setFocusResult] = useState(0);

  useEffect(() => {
    if (focusResult > 0) resultHeading.current?.focus();
  }, [focusResult]);

  return (
    <Form
      className={styles.form}
      fieldsClassName={styles.grid}
      idPrefix="vitals"
      fields={definition.fields}
      form={form}
      header={<p className={styles.intro}>{formMessage(definition, 'intro')}</p>}
      onSubmit={(outcome) => {
        // The result card renders after this; an effect moves focus to it once it is there.
        if (outcome.ok && form.analyse(outcome.values)) setFocusResult((count) => count + 1);
        else if (!outcome.ok) form.analyse(form.values);
      }}
    >
      <Button type="submit" block size="lg">
        <ScanHeart size={22} aria-hidden="true" />
        {t('vitals.analyse')}
      </Button>
      {form.emergency && (
        <section className={styles.emergency} aria-labelledby="vitals-emergency">
          {/* Announced as it appears: the refused value may be real. */}
          <div role="alert">
            <h2 id="vitals-emergency" className={styles.emergencyTitle}>
              <CircleAlert size={28} aria-hidden="true" />
              {form.emergency.title}
            </h2>
            <p>{form.emergency.advice}</p>
          </div>
          <EmergencyCallLink />
        </section>
      )}
      {form.analysis && <VitalsResult analysis={form.analysis} headingRef={resultHeading} />}
      <Button
        tone="secondary"
        block
        onClick={() => {
          if (form.save()) navigate(CHECKUP_PATH);
        }}
      >
        <Save size={20} aria-hidden="true" />
        {t('vitals.save')}
      </Button>
    </Form>
  );
}
