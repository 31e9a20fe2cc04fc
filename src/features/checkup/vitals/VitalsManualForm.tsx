import { Save, ScanHeart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { VITALS_RANGES, type VitalsField } from '../../../domain/bloodPressure';
import { Button } from '../../../ui/Button/Button';
import { MeasureField } from '../form/MeasureField';
import { CHECKUP_PATH } from '../useSaveTriageResult';
import { useVitalsForm } from './useVitalsForm';
import * as styles from './VitalsManualForm.css';
import { VitalsResult } from './VitalsResult';

const fields: ReadonlyArray<{ id: VitalsField; label: string; unit: string }> = [
  { id: 'systolic', label: 'Presión sistólica', unit: 'mmHg' },
  { id: 'diastolic', label: 'Presión diastólica', unit: 'mmHg' },
  { id: 'heartRate', label: 'Pulso', unit: 'lpm' },
  { id: 'spo2', label: 'Oxigenación (SpO2)', unit: '%' },
];

const rangeHint = (field: VitalsField, unit: string): string =>
  `Entre ${VITALS_RANGES[field].min} y ${VITALS_RANGES[field].max} ${unit}.`;

/** The Manual tab: type the values, analyse, then save. */
export function VitalsManualForm() {
  const form = useVitalsForm();
  const [, navigate] = useLocation();
  const inputs = useRef<Partial<Record<VitalsField, HTMLInputElement | null>>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const [focusResult, setFocusResult] = useState(0);

  useEffect(() => {
    if (focusResult > 0) resultHeading.current?.focus();
  }, [focusResult]);

  function analyse() {
    const target = form.analyse();
    // The result card renders after this; an effect moves focus to it once it is there.
    if (target === 'result') setFocusResult((count) => count + 1);
    else if (target) inputs.current[target]?.focus();
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        analyse();
      }}
    >
      <p className={styles.intro}>
        Escribe lo que marcó tu aparato. Para la presión arterial ingresa sistólica, diastólica y
        pulso; la oxigenación puede ir sola.
      </p>
      <div className={styles.grid}>
        {fields.map((field) => (
          <MeasureField
            key={field.id}
            id={`vitals-${field.id}`}
            label={field.label}
            unit={field.unit}
            hint={rangeHint(field.id, field.unit)}
            value={form.texts[field.id]}
            error={form.errors[field.id]}
            onChange={(text) => form.setText(field.id, text)}
            inputRef={(element) => {
              inputs.current[field.id] = element;
            }}
          />
        ))}
      </div>
      <Button type="submit" block size="lg">
        <ScanHeart size={22} aria-hidden="true" />
        Analizar
      </Button>
      {form.analysis && <VitalsResult analysis={form.analysis} headingRef={resultHeading} />}
      <Button
        tone="secondary"
        block
        onClick={() => {
          if (form.save()) navigate(CHECKUP_PATH);
        }}
      >
        <Save size={20} aria-hidden="true" />
        Guardar
      </Button>
    </form>
  );
}
