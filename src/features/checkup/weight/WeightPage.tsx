import { Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { bodyMassIndex, weightProblem, type WeightProblem } from '../../../domain/bmi';
import { bodyProfileSlice, rememberBodyProfile } from '../../../state/bodyProfile';
import { saveMeasurement } from '../../../state/measurements';
import { showToast } from '../../../state/toasts';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { ChartCard } from '../chart/ChartCard';
import { chartSeries } from '../../../domain/chartSeries';
import { formatNumber } from '../../../domain/format';
import { MeasureField, typedNumber } from '../form/MeasureField';
import { newRecordId } from '../newRecordId';
import { useMeasurementHistory } from '../useStoredEntries';
import { BmiResultCard } from './BmiResultCard';
import { weightRecord } from './weightRecord';
import * as styles from './WeightPage.css';

type Errors = Partial<Record<WeightProblem['field'], string>>;

/** /mi-chequeo/peso: weight and height, the BMI card, and the weight history once there are two. */
export default function WeightPage() {
  const profile = useSnapshot(bodyProfileSlice().state).value;
  const [weight, setWeight] = useState('');
  const [height, setHeight] = useState(() =>
    profile.heightCm === undefined ? '' : String(profile.heightCm),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [justSaved, setJustSaved] = useState(0);
  const inputs = useRef<Partial<Record<WeightProblem['field'], HTMLInputElement | null>>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const weightSeries = chartSeries(useMeasurementHistory(), ['weight']);
  const weightRecords = weightSeries[0]?.points.length ?? 0;

  useEffect(() => {
    if (justSaved > 0) resultHeading.current?.focus();
  }, [justSaved]);

  function save() {
    const weightKg = typedNumber(weight);
    const heightCm = typedNumber(height);
    const problem = weightProblem(weightKg, heightCm);
    if (problem || weightKg === undefined || heightCm === undefined) {
      if (problem) {
        setErrors({ [problem.field]: problem.description });
        showToast({
          variant: 'destructive',
          title: problem.title,
          description: problem.description,
        });
        inputs.current[problem.field]?.focus();
      }
      return;
    }
    const now = new Date();
    const bmi = bodyMassIndex(weightKg, heightCm);
    saveMeasurement(weightRecord(weightKg, bmi, now, newRecordId()));
    rememberBodyProfile(heightCm, { bmi, weightKg, date: now.toISOString() });
    showToast({ title: '¡Guardado!', description: `Tu IMC es ${formatNumber(bmi)}.` });
    setErrors({});
    // The weight is cleared so a second tap does not store the same record twice.
    setWeight('');
    setJustSaved((count) => count + 1);
  }

  const bothFilled = weight.trim() !== '' && height.trim() !== '';

  return (
    <div className={styles.page}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (bothFilled) save();
        }}
      >
        <div className={styles.fields}>
          <MeasureField
            id="peso"
            label="Peso"
            unit="kg"
            value={weight}
            error={errors.weight}
            onChange={(text) => {
              setWeight(text);
              setErrors(({ weight: _cleared, ...rest }) => rest);
            }}
            inputRef={(element) => {
              inputs.current.weight = element;
            }}
          />
          <MeasureField
            id="talla"
            label="Talla"
            unit="cm"
            hint="Tu estatura en centímetros, por ejemplo 165."
            value={height}
            error={errors.height}
            onChange={(text) => {
              setHeight(text);
              setErrors(({ height: _cleared, ...rest }) => rest);
            }}
            inputRef={(element) => {
              inputs.current.height = element;
            }}
          />
        </div>
        <Button type="submit" block size="lg" disabled={!bothFilled}>
          <Save size={22} aria-hidden="true" />
          Guardar
        </Button>
        {!bothFilled && <p className={styles.hint}>Escribe tu peso y tu talla para guardar.</p>}
      </form>

      {profile.lastBmi && (
        <BmiResultCard
          bmi={profile.lastBmi.bmi}
          heading={justSaved > 0 ? 'Tu resultado' : 'Tu último resultado'}
          headingRef={resultHeading}
        />
      )}

      {weightRecords >= 2 ? (
        <ChartCard title="Historial de peso" series={weightSeries} />
      ) : (
        <Card aria-labelledby="historial-peso-titulo">
          <h2 id="historial-peso-titulo" className={styles.sectionTitle}>
            Historial de peso
          </h2>
          <p className={styles.hint}>
            {weightRecords === 0
              ? 'Cuando guardes dos registros de peso verás aquí cómo cambia.'
              : 'Guarda un registro más para ver cómo cambia tu peso.'}
          </p>
        </Card>
      )}
    </div>
  );
}
