// A small GoTrue-compatible auth server for tests (node:http on 127.0.0.1, random port). It follows the
// documented auth API that supabase-js calls: the routes, the session and user shapes, and the error
// shapes with their codes. It records every request so tests can check what the app sent, and has
// switches a test can flip (e-mail confirmation, token lifetime, a failing logout).
// It stands in for a real GoTrue, which cannot be built here; shapes follow supabase/auth's openapi.yaml
// and what @supabase/auth-js 2.119 parses.
//
// E-mail confirmation as GoTrue does it: sign-up "sends" a link (kept in `mails`, the test's inbox) to
// `GET /auth/v1/verify?token=…&type=signup&redirect_to=…`, which confirms the address and redirects
// to `redirect_to` (when its origin is allowed, else the site URL). A sign-up that sent a PKCE code
// challenge gets `?code=<auth code>`, exchanged once with `POST /token?grant_type=pkce {auth_code,
// code_verifier}`; one without gets the implicit flow's `#access_token=…` fragment.
//
// Control routes, on the same port and never recorded: GET /__test__/requests, POST /__test__/reset,
// POST /__test__/config (partial GoTrueSwitches), POST /__test__/users (a SeedUser, confirmed),
// GET /__test__/mails (the confirmation mails sent).
// Run it by hand for a hosted dev build: `npx tsx tests/support/gotrueServer.ts` (PORT=54321 by default;
// it prints the two VITE_ settings to start the app with).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { TEST_JWT_SECRET, isExpired, nowSeconds, signJwt, verifyJwt } from './jwt';

export { TEST_JWT_SECRET };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Header names in lower case, as node gives them. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body, or null when there was none. */
  readonly body: unknown;
}

export interface GoTrueSwitches {
  /** false (hosted Supabase's default): sign-up returns a user without a session until confirmed. */
  autoConfirm: boolean;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
  /** When set, POST /logout answers this error status (401, 403, 404, 500) instead of 204. */
  logoutStatus: number | null;
  /** Where a confirmation link goes when its `redirect_to` is missing or not an allowed origin. */
  siteUrl: string | null;
}

/** A confirmation mail as GoTrue would send it: the link the member clicks. */
export interface SentMail {
  readonly to: string;
  readonly type: 'signup';
  readonly link: string;
}

export interface SeedUser {
  readonly email: string;
  readonly password: string;
  readonly user_metadata?: Record<string, unknown>;
  readonly confirmed?: boolean;
}

export interface GoTrueServerOptions {
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Browser origins that may call the API (CORS). */
  readonly allowOrigin?: (origin: string) => boolean;
  /**
   * Signs the access tokens (HS256 JWTs with sub, role 'authenticated', aud, exp) and the anon key.
   * Defaults to TEST_JWT_SECRET, which the PostgREST test server also defaults to.
   */
  readonly secret?: string;
  /**
   * Handles every request under /rest/v1/ (the PostgREST test server's `handle`), so one origin
   * serves auth and data as a Supabase project does; supabase-js derives both from one URL.
   */
  readonly restHandler?: (request: IncomingMessage, response: ServerResponse) => void;
  /** Handles every request under /functions/v1/ (the Edge Functions), as a Supabase project does. */
  readonly functionsHandler?: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface GoTrueServer {
  /** Base URL for VITE_SUPABASE_URL; the API lives under /auth/v1. */
  readonly url: string;
  readonly anonKey: string;
  /** The secret the tokens are signed with, for a data server that verifies them. */
  readonly jwtSecret: string;
  readonly requests: readonly RecordedRequest[];
  readonly switches: Readonly<GoTrueSwitches>;
  /** The confirmation mails sent since the last reset, oldest first. */
  readonly mails: readonly SentMail[];
  /** The link of the last confirmation mail sent to `email`. */
  confirmationLink(email: string): string | undefined;
  configure(switches: Partial<GoTrueSwitches>): void;
  allowOrigin(origin: string): void;
  addUser(seed: SeedUser): Record<string, unknown>;
  user(email: string): Record<string, unknown> | undefined;
  /** Forgets users, sessions, recorded requests and switches. */
  reset(): void;
  close(): Promise<void>;
}

const API_VERSION = '2024-01-01';
const REFRESH_REUSE_INTERVAL_MS = 10_000;
const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's FlowStateExpiryDuration: an auth code must be exchanged within 5 minutes. */
const FLOW_STATE_LIFETIME_MS = 300_000;
const defaultSwitches = (): GoTrueSwitches => ({
  autoConfirm: false,
  expiresIn: 3600,
  logoutStatus: null,
  siteUrl: null,
});

/** A PKCE sign-in in progress: the challenge sent at sign-up, and the code once the link is opened. */
interface FlowState {
  readonly userId: string;
  readonly codeChallenge: string;
  readonly method: 's256' | 'plain';
  readonly authenticationMethod: string;
  authCode: string | null;
  authCodeIssuedAt: number | null;
}

interface PendingConfirmation {
  readonly email: string;
  readonly redirectTo: string | null;
  readonly flow: FlowState | null;
}

/** An answer that is a redirect (the confirmation link), not JSON. */
class Redirect {
  constructor(readonly location: string) {}
}

interface StoredUser {
  id: string;
  email: string;
  password: string;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  email_confirmed_at?: string;
  confirmation_sent_at?: string;
  last_sign_in_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
}

interface RefreshToken {
  readonly sessionId: string;
  revokedAt: number | null;
  child: string | null;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(400, 'bad_json', `Could not parse request body as JSON: ${String(error)}`);
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const stringField = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? body[key] : '';

export async function startGoTrueServer(options: GoTrueServerOptions = {}): Promise<GoTrueServer> {
  const secret = options.secret ?? TEST_JWT_SECRET;
  const host = options.host ?? '127.0.0.1';
  const origins = new Set<string>();
  const requests: RecordedRequest[] = [];
  const users = new Map<string, StoredUser>();
  const sessions = new Map<string, { userId: string }>();
  const refreshTokens = new Map<string, RefreshToken>();
  const confirmations = new Map<string, PendingConfirmation>();
  const flowStates = new Set<FlowState>();
  const mails: SentMail[] = [];
  let switches = defaultSwitches();
  let url = '';

  const anonKey = signJwt({ iss: 'supabase-test', role: 'anon' }, secret);

  const originAllowed = (origin: string): boolean =>
    origins.has(origin) || (options.allowOrigin?.(origin) ?? false);

  function publicUser(user: StoredUser): Record<string, unknown> {
    const identityData = {
      email: user.email,
      email_verified: Boolean(user.email_confirmed_at),
      phone_verified: false,
      sub: user.id,
    };
    // GoTrue omits timestamps that are null.
    const optional = Object.fromEntries(
      (
        [
          'email_confirmed_at',
          'confirmation_sent_at',
          'last_sign_in_at',
          'new_email',
          'email_change_sent_at',
        ] as const
      )
        .filter((key) => user[key] !== undefined)
        .map((key) => [key, user[key]]),
    );
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      ...optional,
      ...(user.email_confirmed_at ? { confirmed_at: user.email_confirmed_at } : {}),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...identityData, ...user.user_metadata },
      identities: [
        {
          identity_id: randomUUID(),
          id: user.id,
          user_id: user.id,
          identity_data: identityData,
          provider: 'email',
          created_at: user.created_at,
          updated_at: user.updated_at,
          email: user.email,
        },
      ],
      created_at: user.created_at,
      updated_at: user.updated_at,
      is_anonymous: false,
    };
  }

  function issueRefreshToken(sessionId: string): string {
    const token = randomBytes(9).toString('base64url');
    refreshTokens.set(token, { sessionId, revokedAt: null, child: null });
    return token;
  }

  function sessionResponse(
    user: StoredUser,
    sessionId: string,
    refreshToken: string,
    method = 'password',
  ) {
    const issuedAt = nowSeconds();
    const expiresAt = issuedAt + switches.expiresIn;
    const accessToken = signJwt(
      {
        iss: `${url}/auth/v1`,
        sub: user.id,
        aud: 'authenticated',
        exp: expiresAt,
        iat: issuedAt,
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: user.user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: issuedAt }],
        session_id: sessionId,
        is_anonymous: false,
      },
      secret,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: switches.expiresIn,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  }

  function newSession(user: StoredUser, method = 'password') {
    const sessionId = randomUUID();
    sessions.set(sessionId, { userId: user.id });
    user.last_sign_in_at = new Date().toISOString();
    return sessionResponse(user, sessionId, issueRefreshToken(sessionId), method);
  }

  function createUser(seed: SeedUser): StoredUser {
    const now = new Date().toISOString();
    const user: StoredUser = {
      id: randomUUID(),
      email: seed.email.trim().toLowerCase(),
      password: seed.password,
      user_metadata: { ...seed.user_metadata },
      created_at: now,
      updated_at: now,
      ...(seed.confirmed ? { email_confirmed_at: now } : { confirmation_sent_at: now }),
    };
    users.set(user.email, user);
    return user;
  }

  function authenticate(request: IncomingMessage): { user: StoredUser; sessionId: string } {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!token)
      throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = verifyJwt(token, secret);
    if (!claims) {
      throw new HttpError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, signature is invalid',
      );
    }
    if (isExpired(claims)) {
      throw new HttpError(
        403,
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      );
    }
    if (typeof claims.sub !== 'string') {
      throw new HttpError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    if (!sessions.has(sessionId)) {
      throw new HttpError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    const user = [...users.values()].find((candidate) => candidate.id === claims.sub);
    if (!user)
      throw new HttpError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  }

  function endSessions(userId: string, keep: (sessionId: string) => boolean): void {
    for (const [sessionId, session] of sessions) {
      if (session.userId === userId && !keep(sessionId)) sessions.delete(sessionId);
    }
  }

  function passwordGrant(body: Record<string, unknown>) {
    const email = stringField(body, 'email').trim().toLowerCase();
    const password = stringField(body, 'password');
    if (!email && !stringField(body, 'phone')) {
      throw new HttpError(400, 'validation_failed', 'missing email or phone');
    }
    const user = users.get(email);
    if (!user || user.password !== password) {
      throw new HttpError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at)
      throw new HttpError(400, 'email_not_confirmed', 'Email not confirmed');
    return newSession(user);
  }

  function refreshGrant(body: Record<string, unknown>) {
    const token = stringField(body, 'refresh_token');
    const stored = refreshTokens.get(token);
    const session = stored ? sessions.get(stored.sessionId) : undefined;
    if (!stored || !session) {
      throw new HttpError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const user = [...users.values()].find((candidate) => candidate.id === session.userId);
    if (!user)
      throw new HttpError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    if (stored.revokedAt !== null) {
      // GoTrue lets a just-rotated token be reused briefly (two tabs refreshing at once).
      if (stored.child && Date.now() - stored.revokedAt < REFRESH_REUSE_INTERVAL_MS) {
        return sessionResponse(user, stored.sessionId, stored.child);
      }
      throw new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    stored.revokedAt = Date.now();
    stored.child = issueRefreshToken(stored.sessionId);
    return sessionResponse(user, stored.sessionId, stored.child);
  }

  function pkceGrant(body: Record<string, unknown>) {
    const authCode = stringField(body, 'auth_code');
    const verifier = stringField(body, 'code_verifier');
    if (!authCode || !verifier) {
      throw new HttpError(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    }
    const flow = [...flowStates].find((candidate) => candidate.authCode === authCode);
    if (!flow) {
      throw new HttpError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      );
    }
    if (Date.now() - (flow.authCodeIssuedAt ?? 0) > FLOW_STATE_LIFETIME_MS) {
      flowStates.delete(flow);
      throw new HttpError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const challenge =
      flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (challenge !== flow.codeChallenge) {
      throw new HttpError(
        403,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      );
    }
    // An auth code is good for one exchange.
    flowStates.delete(flow);
    const user = [...users.values()].find((candidate) => candidate.id === flow.userId);
    if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
    return newSession(user, flow.authenticationMethod);
  }

  /** The code challenge of a PKCE sign-up, or null for the implicit flow. */
  function flowOf(body: Record<string, unknown>, userId: string): FlowState | null {
    const codeChallenge = stringField(body, 'code_challenge');
    const method = stringField(body, 'code_challenge_method').toLowerCase();
    if (!codeChallenge && !method) return null;
    if (!codeChallenge || (method !== 's256' && method !== 'plain')) {
      throw new HttpError(
        400,
        'validation_failed',
        'PKCE flow requires code_challenge_method and code_challenge',
      );
    }
    const flow: FlowState = {
      userId,
      codeChallenge,
      method,
      authenticationMethod: 'email/signup',
      authCode: null,
      authCodeIssuedAt: null,
    };
    flowStates.add(flow);
    return flow;
  }

  function sendConfirmation(user: StoredUser, redirectTo: string | null, flow: FlowState | null) {
    const token = randomBytes(16).toString('hex');
    confirmations.set(token, { email: user.email, redirectTo, flow });
    const link = new URL(`${url}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'signup');
    if (redirectTo) link.searchParams.set('redirect_to', redirectTo);
    mails.push({ to: user.email, type: 'signup', link: link.href });
  }

  /** GoTrue sends the member to `redirect_to` only when it is allowed; otherwise to the site URL. */
  function landingOf(redirectTo: string | null): string {
    if (redirectTo) {
      try {
        if (originAllowed(new URL(redirectTo).origin)) return redirectTo;
      } catch {
        // Not a URL: the site URL below.
      }
    }
    if (switches.siteUrl) return switches.siteUrl;
    throw new HttpError(400, 'validation_failed', 'no site URL configured for the redirect');
  }

  /** GET /verify: the confirmation link. Confirms the address, then redirects back to the app. */
  function verify(query: Record<string, string>): Redirect {
    const pending = confirmations.get(query.token ?? '');
    const landing = landingOf(pending?.redirectTo ?? query.redirect_to ?? null);
    const user = pending ? users.get(pending.email) : undefined;
    if (!pending || !user || query.type !== 'signup') {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
      return new Redirect(`${landing.split('#')[0]}#${error}`);
    }
    confirmations.delete(query.token ?? '');
    const now = new Date().toISOString();
    user.email_confirmed_at = now;
    user.updated_at = now;
    const target = new URL(landing);
    if (pending.flow) {
      pending.flow.authCode = randomUUID();
      pending.flow.authCodeIssuedAt = Date.now();
      target.searchParams.set('code', pending.flow.authCode);
      return new Redirect(target.href);
    }
    const session = newSession(user, 'otp');
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: 'signup',
    });
    target.hash = fragment.toString();
    return new Redirect(target.href);
  }

  function signUp(body: Record<string, unknown>, query: Record<string, string>) {
    const email = stringField(body, 'email').trim().toLowerCase();
    const password = stringField(body, 'password');
    if (!email)
      throw new HttpError(400, 'validation_failed', 'To signup, please provide your email');
    if (!password)
      throw new HttpError(422, 'validation_failed', 'Signup requires a valid password');
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new HttpError(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      );
    }
    const existing = users.get(email);
    if (existing) {
      if (switches.autoConfirm)
        throw new HttpError(422, 'user_already_exists', 'User already registered');
      // With confirmations on, GoTrue does not reveal that the address is taken: a look-alike user
      // with no identities comes back and nothing is stored.
      const now = new Date().toISOString();
      return {
        ...publicUser({ ...existing, id: randomUUID(), created_at: now, updated_at: now }),
        identities: [],
      };
    }
    const user = createUser({
      email,
      password,
      user_metadata: asRecord(body.data),
      confirmed: switches.autoConfirm,
    });
    const flow = flowOf(body, user.id);
    if (switches.autoConfirm) {
      if (flow) flowStates.delete(flow);
      return newSession(user);
    }
    sendConfirmation(user, query.redirect_to ?? null, flow);
    return publicUser(user);
  }

  function updateUser(request: IncomingMessage, body: Record<string, unknown>) {
    const { user } = authenticate(request);
    if (body.data !== undefined) {
      // GoTrue merges the top-level keys; a null value removes the key.
      for (const [key, value] of Object.entries(asRecord(body.data))) {
        if (value === null) delete user.user_metadata[key];
        else user.user_metadata[key] = value;
      }
    }
    const password = stringField(body, 'password');
    if (password) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        throw new HttpError(
          422,
          'weak_password',
          `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
          {
            weak_password: { reasons: ['length'] },
          },
        );
      }
      if (password === user.password) {
        throw new HttpError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      user.password = password;
    }
    const email = stringField(body, 'email').trim().toLowerCase();
    if (email && email !== user.email) {
      user.new_email = email;
      user.email_change_sent_at = new Date().toISOString();
    }
    user.updated_at = new Date().toISOString();
    return publicUser(user);
  }

  function logout(request: IncomingMessage, query: Record<string, string>): void {
    if (switches.logoutStatus !== null) {
      const status = switches.logoutStatus;
      if (status === 401)
        throw new HttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
      if (status === 403)
        throw new HttpError(
          403,
          'session_not_found',
          'Session from session_id claim in JWT does not exist',
        );
      if (status === 404) throw new HttpError(404, 'user_not_found', 'User not found');
      throw new HttpError(
        status,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      );
    }
    const { user, sessionId } = authenticate(request);
    const scope = query.scope ?? 'global';
    if (scope === 'local') endSessions(user.id, (id) => id !== sessionId);
    else if (scope === 'others') endSessions(user.id, (id) => id === sessionId);
    else endSessions(user.id, () => false);
  }

  function route(
    request: IncomingMessage,
    path: string,
    query: Record<string, string>,
    body: unknown,
  ): unknown {
    const method = request.method ?? 'GET';
    const fields = asRecord(body);
    if (method === 'POST' && path === '/auth/v1/token') {
      if (query.grant_type === 'password') return passwordGrant(fields);
      if (query.grant_type === 'refresh_token') return refreshGrant(fields);
      if (query.grant_type === 'pkce') return pkceGrant(fields);
      throw new HttpError(400, 'validation_failed', 'unsupported_grant_type');
    }
    if (method === 'GET' && path === '/auth/v1/verify') return verify(query);
    if (method === 'POST' && path === '/auth/v1/signup') return signUp(fields, query);
    if (method === 'GET' && path === '/auth/v1/user') return publicUser(authenticate(request).user);
    if (method === 'PUT' && path === '/auth/v1/user') return updateUser(request, fields);
    if (method === 'POST' && path === '/auth/v1/logout') {
      logout(request, query);
      return undefined;
    }
    throw new HttpError(404, 'not_found', 'Not Found');
  }

  function corsHeaders(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin;
    if (!origin || !originAllowed(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'x-sb-error-code, x-supabase-api-version',
      vary: 'Origin',
    };
  }

  function send(
    response: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: unknown,
  ): void {
    const payload = body === undefined ? '' : JSON.stringify(body);
    response.writeHead(status, {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
    response.end(payload);
  }

  function sendError(
    response: ServerResponse,
    request: IncomingMessage,
    headers: Record<string, string>,
    error: HttpError,
  ): void {
    // Since API version 2024-01-01 the body is {code, message}; older clients get the legacy shape.
    const versioned = Boolean(request.headers['x-supabase-api-version']);
    const body = versioned
      ? { code: error.code, message: error.message, ...error.extra }
      : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    send(response, error.status, { ...headers, 'x-sb-error-code': error.code }, body);
  }

  async function control(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    const body = asRecord(request.method === 'POST' ? await readJson(request) : null);
    if (path === '/__test__/requests') return send(response, 200, {}, requests);
    if (path === '/__test__/mails') return send(response, 200, {}, mails);
    if (path === '/__test__/reset') {
      api.reset();
      return send(response, 200, {}, { ok: true });
    }
    if (path === '/__test__/config') {
      api.configure(body as Partial<GoTrueSwitches>);
      return send(response, 200, {}, switches);
    }
    if (path === '/__test__/users') {
      const seed: SeedUser = {
        email: stringField(body, 'email'),
        password: stringField(body, 'password'),
        user_metadata: asRecord(body.user_metadata),
        confirmed: body.confirmed !== false,
      };
      return send(response, 200, {}, api.addUser(seed));
    }
    return send(response, 404, {}, { message: 'Not Found' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = new URL(request.url ?? '/', 'http://localhost');
    const path = parsed.pathname;
    if (path.startsWith('/__test__/')) return control(request, response, path);

    const query = Object.fromEntries(parsed.searchParams);
    const cors = corsHeaders(request);
    const headers = { ...cors, 'x-supabase-api-version': API_VERSION };
    let body: unknown = null;
    try {
      body = await readJson(request);
    } finally {
      requests.push({
        method: request.method ?? 'GET',
        path,
        query,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]),
        ),
        body,
      });
    }

    if (request.method === 'OPTIONS') {
      return send(response, 204, {
        ...cors,
        ...(cors['access-control-allow-origin']
          ? {
              'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
              'access-control-allow-headers':
                'apikey, authorization, x-client-info, x-supabase-api-version, content-type',
              'access-control-max-age': '600',
            }
          : {}),
      });
    }
    // The API gateway in front of GoTrue refuses calls without the project's key, except the link
    // a member opens from an e-mail.
    const openRoute = request.method === 'GET' && path === '/auth/v1/verify';
    if (!openRoute && request.headers.apikey !== anonKey) {
      return send(response, 401, headers, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    }
    try {
      const result = route(request, path, query, body);
      if (result instanceof Redirect) {
        response.writeHead(303, { ...headers, location: result.location });
        response.end();
        return;
      }
      if (result === undefined) return send(response, 204, headers);
      return send(response, 200, headers, result);
    } catch (error) {
      if (error instanceof HttpError) return sendError(response, request, headers, error);
      throw error;
    }
  }

  const server = createServer((request, response) => {
    if (options.restHandler && (request.url ?? '').startsWith('/rest/v1/')) {
      options.restHandler(request, response);
      return;
    }
    if (options.functionsHandler && (request.url ?? '').startsWith('/functions/v1/')) {
      options.functionsHandler(request, response);
      return;
    }
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendError(response, request, corsHeaders(request), error);
        return;
      }
      send(response, 500, corsHeaders(request), {
        code: 'unexpected_failure',
        message: String(error),
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host}:${port}`;

  const api: GoTrueServer = {
    url,
    anonKey,
    jwtSecret: secret,
    requests,
    get switches() {
      return switches;
    },
    mails,
    confirmationLink(email) {
      const address = email.trim().toLowerCase();
      return mails.filter((mail) => mail.to === address).at(-1)?.link;
    },
    configure(partial) {
      switches = { ...switches, ...partial };
    },
    allowOrigin(origin) {
      origins.add(origin);
    },
    addUser(seed) {
      return publicUser(createUser({ ...seed, confirmed: seed.confirmed ?? true }));
    },
    user(email) {
      const stored = users.get(email.trim().toLowerCase());
      return stored ? publicUser(stored) : undefined;
    },
    reset() {
      requests.length = 0;
      users.clear();
      sessions.clear();
      refreshTokens.clear();
      confirmations.clear();
      flowStates.clear();
      mails.length = 0;
      switches = defaultSwitches();
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
  return api;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const local = (origin: string): boolean =>
    /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin);
  const server = await startGoTrueServer({
    port: Number(process.env.PORT ?? 54321),
    allowOrigin: local,
  });
  // By hand there is no inbox to confirm from: accounts work at once unless AUTO_CONFIRM=0.
  server.configure({ autoConfirm: process.env.AUTO_CONFIRM !== '0' });
  console.log(`GoTrue test server on ${server.url}`);
  console.log(
    `VITE_SUPABASE_URL=${server.url} VITE_SUPABASE_ANON_KEY=${server.anonKey} npm run dev`,
  );
}
