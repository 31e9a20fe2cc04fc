import { useDocumentMeta } from '../../app/useDocumentMeta';

export default function LoginPage() {
  useDocumentMeta('Iniciar sesión');
  return (
    <main>
      <h1>Iniciar sesión</h1>
    </main>
  );
}
