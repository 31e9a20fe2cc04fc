// Whether an item's recording exists. No recordings ship yet (content/README.md), and a static host
// may answer a missing file with the app's HTML page, so only an audio response counts.
import { useEffect, useState } from 'react';

export type AudioFileState = 'checking' | 'available' | 'missing';

export function useAudioFile(src: string | undefined): AudioFileState {
  const [checked, setChecked] = useState<{ src: string; state: AudioFileState } | null>(null);

  useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    fetch(src, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        const type = response.headers.get('content-type') ?? '';
        setChecked({
          src,
          state: response.ok && type.startsWith('audio/') ? 'available' : 'missing',
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setChecked({ src, state: 'missing' });
      });
    return () => controller.abort();
  }, [src]);

  if (!src) return 'missing';
  return checked?.src === src ? checked.state : 'checking';
}
