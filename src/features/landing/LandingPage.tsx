import { Link } from 'wouter';
import { useDocumentMeta } from '../../app/useDocumentMeta';

export default function LandingPage() {
  useDocumentMeta('Vita365');
  return (
    <main>
      <h1>Vita365</h1>
      <p>Asistencia médica, vial y en el hogar las 24 horas.</p>
      <Link href="/login">Iniciar sesión</Link>
    </main>
  );
}
