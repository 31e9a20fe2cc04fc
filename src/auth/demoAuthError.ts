// A refusal of local accounts (no backend) that comes with a way forward; its words are
// content/messages/auth.json.

/** Where a refused sign-in or registration can go next. */
export type AuthSuggestion = 'register' | 'signIn';

/** A refusal that comes with a way forward, shown as a link beside the message. */
export class DemoAuthError extends Error {
  readonly suggestion: AuthSuggestion;

  constructor(message: string, suggestion: AuthSuggestion) {
    super(message);
    this.name = 'DemoAuthError';
    this.suggestion = suggestion;
  }
}
