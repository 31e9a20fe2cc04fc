import { RotateCcw } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { markdownUnderTitle } from '../../renderers/ContentPage/blockRegistry';
import { ContentNotFound } from '../../renderers/ContentPage/ContentNotFound';
import { ContentPage } from '../../renderers/ContentPage/ContentPage';
import { MarkdownBody } from '../../renderers/ContentPage/MarkdownBody';
import { button } from '../../ui/Button/Button.css';
import * as styles from './SelfCareGuidePage.css';
import { useSelfCareGuide } from './useSelfCareGuide';
import { routePaths } from '../../content/routePaths';

const ALERTS_TEST_PATH = routePaths.alertsTest;

/**
 * /autocuidado/{topic}: the self-care guide a level-D result leads to (issue 27: what to do now, what
 * to watch for, when to repeat the test or call 911, and its sources), drawn from its MDX.
 */
export default function SelfCareGuidePage() {
  const { topic = '' } = useParams<{ topic: string }>();
  const guide = useSelfCareGuide(topic);
  if (!guide)
    return (
      <ContentNotFound
        message="Guía no encontrada."
        back={{ href: ALERTS_TEST_PATH, label: 'Volver al test de alertas' }}
      />
    );

  return (
    <ContentPage
      titleId="guia-autocuidado-titulo"
      title={guide.meta.title}
      back={{ href: ALERTS_TEST_PATH, label: 'Test de alertas' }}
      summary="Recomendaciones para cuidarte en casa. Esta guía orienta; no sustituye una consulta médica."
    >
      <div className={styles.body}>
        <MarkdownBody Content={guide.Content} registry={markdownUnderTitle} />
      </div>
      <Link href={ALERTS_TEST_PATH} className={`${button({ tone: 'secondary' })} ${styles.again}`}>
        <RotateCcw aria-hidden="true" size={18} />
        Repetir el test
      </Link>
    </ContentPage>
  );
}
