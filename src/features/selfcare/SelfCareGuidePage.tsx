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
import { t } from '../../content/messages';

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
        message={t('wellness.selfCareNotFound')}
        back={{ href: ALERTS_TEST_PATH, label: t('wellness.selfCareBackToTest') }}
      />
    );

  return (
    <ContentPage
      titleId="guia-autocuidado-titulo"
      title={guide.meta.title}
      back={{ href: ALERTS_TEST_PATH, label: t('wellness.selfCareBackLabel') }}
      summary={t('wellness.selfCareSummary')}
    >
      <div className={styles.body}>
        <MarkdownBody Content={guide.Content} registry={markdownUnderTitle} />
      </div>
      <Link href={ALERTS_TEST_PATH} className={`${button({ tone: 'secondary' })} ${styles.again}`}>
        <RotateCcw aria-hidden="true" size={18} />
        {t('wellness.selfCareRepeatTest')}
      </Link>
    </ContentPage>
  );
}
