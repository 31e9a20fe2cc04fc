import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { ErrorPanel } from '../../ui/ErrorPanel/ErrorPanel';

export default function NotFoundPage() {
  useDocumentMeta('Página no encontrada');
  return (
    <ErrorPanel
      title="Página no encontrada"
      message="La página que buscas no existe o cambió de dirección."
    />
  );
}
