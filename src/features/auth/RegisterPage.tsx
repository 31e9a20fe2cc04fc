import { useDocumentMeta } from '../../app/useDocumentMeta';

export default function RegisterPage() {
  useDocumentMeta('Crear cuenta');
  return (
    <main>
      <h1>Crear cuenta</h1>
    </main>
  );
}
