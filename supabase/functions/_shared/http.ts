// Responses of the Edge Functions: JSON bodies, and the CORS headers a browser needs to call
// create-payment from the app's origin (supabase-js sends authorization, apikey and x-client-info).

export const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown, cors = true): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(cors ? corsHeaders : {}) },
  });
}

/** An error the caller can act on: its status and a Spanish message the app may show as is. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function errorResponse(error: RequestError, cors = true): Response {
  return json(error.status, { error: error.code, message: error.message }, cors);
}
