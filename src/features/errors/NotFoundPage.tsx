import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ErrorPanel } from '../../ui/ErrorPanel/ErrorPanel';
import { t } from '../../content/messages';

export default function NotFoundPage() {
  useDocumentMeta(t('app.notFoundTitle'));
  return <ErrorPanel title={t('app.notFoundTitle')} message={t('app.notFoundMessage')} />;
}
