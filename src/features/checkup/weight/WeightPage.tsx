import { Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formMessage, weightForm, weightLimits } from '../../../content/forms';
import { t } from '../../../content/messages';
import { bodyMassIndex, weightProblem } from '../../../domain/health/bmi';
import { Form } from '../../../renderers/form/Form';
import { textOf, type FormValues } from '../../../renderers/form/formValues';
import { typedNumber } from '../../../renderers/form/parseDecimal';
import { useForm } from '../../../renderers/form/useForm';
import { bodyProfileSlice, rememberBodyProfile } from '../../../state/bodyProfile';
import { saveMeasurement } from '../../../state/measurements';
import { showToast } from '../../../state/toasts';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { ChartCard } from '../chart/ChartCard';
import { chartSeries } from '../../../domain/chart/chartSeries';
import { seriesWords } from '../chart/chartWords';
import { formatNumber } from '../../../domain/format/format';
import { newRecordId } from '../newRecordId';
import { useMeasurementHistory } from '../useStoredEntries';
import { BmiResultCard } from './BmiResultCard';
import { weightRecord } from './weightRecord';
import * as styles from './WeightPage.css';

const limits = weightLimits(weightForm);

/** The typed weight and height, and the first problem with them (height first, as the spec lists it). */
function readWeight(values: FormValues) {
  const weightKg = typedNumber(textOf(values, 'weight'));
  const heightCm = typedNumber(textOf(values, 'height'));
  return { weightKg, heightCm, problem: weightProblem(weightKg, heightCm, limits) };
}

/** /mi-chequeo/peso: weight and height, the BMI card, and the weight history once there are two. */
export default function WeightPage() {
  const profile = useSnapshot(bodyProfileSlice().state).value;
  const form = useForm({
    fields: weightForm.fields,
    errorTiming: weightForm.errorTiming,
    initialValues: profile.heightCm === undefined ? {} : { height: String(profile.heightCm) },
    validate: (values) => {
      const { problem } = readWeight(values);
      return problem ? { [problem.field]: problem.description } : {};
    },
  });
  const [justSaved, setJustSaved] = useState(0);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const history = useMeasurementHistory();
  const weightSeries = useMemo(() => chartSeries(history, seriesWords(), ['weight']), [history]);
  const weightRecords = weightSeries[0]?.points.length ?? 0;

  useEffect(() => {
    if (justSaved > 0) resultHeading.current?.focus();
  }, [justSaved]);

  function save(values: FormValues) {
    const { weightKg, heightCm, problem } = readWeight(values);
    if (problem || weightKg === undefined || heightCm === undefined) {
      if (problem) {
        showToast({
          variant: 'destructive',
          title: problem.title,
          description: problem.description,
        });
      }
      return;
    }
    const now = new Date();
    const bmi = bodyMassIndex(weightKg, heightCm);
    saveMeasurement(weightRecord(weightKg, bmi, now, newRecordId()));
    rememberBodyProfile(heightCm, { bmi, weightKg, date: now.toISOString() });
    showToast({
      title: t('health.weightSavedTitle'),
      description: t('health.weightSaved', { bmi: formatNumber(bmi) }),
    });
    // The weight is cleared so a second tap does not store the same record twice.
    form.reset({ height: textOf(values, 'height') });
    setJustSaved((count) => count + 1);
  }

  const bothFilled =
    textOf(form.values, 'weight').trim() !== '' && textOf(form.values, 'height').trim() !== '';

  return (
    <div className={styles.page}>
      <Form
        className={styles.form}
        fieldsClassName={styles.fields}
        idPrefix="peso"
        fields={weightForm.fields}
        form={form}
        onSubmit={(outcome) => {
          if (bothFilled) save(outcome.ok ? outcome.values : form.values);
        }}
      >
        <Button type="submit" block size="lg" disabled={!bothFilled}>
          <Save size={22} aria-hidden="true" />
          {t('health.weightSave')}
        </Button>
        {!bothFilled && <p className={styles.hint}>{formMessage(weightForm, 'bothNeeded')}</p>}
      </Form>

      {profile.lastBmi && (
        <BmiResultCard
          bmi={profile.lastBmi.bmi}
          heading={justSaved > 0 ? t('health.bmiResult') : t('health.bmiLastResult')}
          headingRef={resultHeading}
        />
      )}

      {weightRecords >= 2 ? (
        <ChartCard title={t('health.weightHistory')} series={weightSeries} />
      ) : (
        <Card aria-labelledby="historial-peso-titulo">
          <h2 id="historial-peso-titulo" className={styles.sectionTitle}>
            {t('health.weightHistory')}
          </h2>
          <p className={styles.hint}>
            {weightRecords === 0 ? t('health.weightHistoryNone') : t('health.weightHistoryOne')}
          </p>
        </Card>
      )}
    </div>
  );
}
