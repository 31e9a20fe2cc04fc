// The worker that derives password keys, so 600,000 rounds of PBKDF2 never hold up the page.
import { pbkdf2Sha256, type Pbkdf2Request } from './pbkdf2';

export interface DerivationRequest extends Pbkdf2Request {
  readonly id: number;
}

export type DerivationReply =
  | { readonly id: number; readonly bits: Uint8Array<ArrayBuffer> }
  | { readonly id: number; readonly error: string };

self.addEventListener('message', (event: MessageEvent<DerivationRequest>) => {
  const { id, ...request } = event.data;
  pbkdf2Sha256(request).then(
    (bits) => self.postMessage({ id, bits } satisfies DerivationReply),
    (error: unknown) => self.postMessage({ id, error: String(error) } satisfies DerivationReply),
  );
});
