// The spec's message for a login without e-mail or password (§5). The login form shows it and the demo
// backend refuses with it, so it lives here, below both.
export const missingCredentialsMessage = 'Por favor, introduce email y contraseña.';
