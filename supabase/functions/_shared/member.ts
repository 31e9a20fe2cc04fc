// Who is calling: the member behind the request's access token, as GoTrue says (GET /auth/v1/user),
// so a token that is expired, forged or signed out is refused here and not only at the gateway.
import { RequestError } from './http.ts';

export interface Member {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

export type Authenticate = (authorization: string | null) => Promise<Member>;

export function authenticateWithGoTrue(supabaseUrl: string, anonKey: string): Authenticate {
  return async (authorization) => {
    if (!authorization?.startsWith('Bearer ')) {
      throw new RequestError(401, 'not_signed_in', 'Inicia sesión para pagar.');
    }
    const response = await fetch(`${supabaseUrl}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new RequestError(401, 'not_signed_in', 'Tu sesión expiró. Inicia sesión de nuevo.');
    }
    const user = (await response.json()) as {
      id?: unknown;
      email?: unknown;
      user_metadata?: { name?: unknown };
    };
    if (typeof user.id !== 'string') {
      throw new RequestError(401, 'not_signed_in', 'Inicia sesión para pagar.');
    }
    const email = typeof user.email === 'string' ? user.email : '';
    const name = typeof user.user_metadata?.name === 'string' ? user.user_metadata.name : '';
    return { id: user.id, email, name: name.trim() || email };
  };
}
