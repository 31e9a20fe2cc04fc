import { Link } from 'wouter';
import { t } from '../../content/messages';
import * as formStyles from './AuthForm.css';
import * as styles from './AuthErrorLink.css';
import { errorMessage, errorSuggestion } from './errorMessage';
import { routePaths } from '../../content/routePaths';

const links = {
  register: { href: routePaths.register, label: () => t('auth.unknownAccountLink') },
  signIn: { href: routePaths.login, label: () => t('auth.existingAccountLink') },
} as const;

/**
 * A refusal that points somewhere (an unknown e-mail: register; an e-mail already taken: sign in),
 * kept on the form with its link after the toast has gone. Nothing for any other error.
 */
export function AuthErrorLink({ error }: { readonly error: unknown }) {
  const suggestion = errorSuggestion(error);
  if (!suggestion) return null;
  const link = links[suggestion];
  return (
    <p className={formStyles.formError}>
      {errorMessage(error, '')}{' '}
      <Link href={link.href} className={styles.link}>
        {link.label()}
      </Link>
    </p>
  );
}
