import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/useDocumentMeta';

export default function LegalPage() {
  useDocumentMeta('Aviso legal');
  return (
    <main>
      <h1>Aviso legal</h1>
      <Link href="/">Volver al inicio</Link>
    </main>
  );
}
