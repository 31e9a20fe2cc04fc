// The update notice lives in a small React root of its own at the top of <body>, outside #root: it
// shows on every page (public or member) without adding anything to the landing page's bundle or to
// the prerendered markup that #root hydrates. Loaded only once a new version is waiting.
import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt';

export function mountUpdatePrompt(): void {
  const host = document.createElement('div');
  host.id = 'actualizacion';
  document.body.prepend(host);
  createRoot(host).render(<UpdatePrompt />);
}
