import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../ui/ErrorPanel/ErrorPanel';
import { PageLoadError } from './PageLoadError';
import { t } from '../content/messages';

interface Props {
  readonly children: ReactNode;
  /** When this changes (the location), a previous error is cleared so navigation recovers. */
  readonly resetKey: string;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: string;
}

/**
 * A render error anywhere shows a Spanish panel with a way back, never a blank screen. A page whose code
 * did not arrive says that the connection failed instead, and retries when the connection returns.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryPageLoad);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryPageLoad);
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error al mostrar la página', error, info.componentStack);
  }

  /** Renders the page again, which fetches its code again (lazyPage forgets a failed load). */
  private readonly retryPageLoad = (): void => {
    if (this.state.error instanceof PageLoadError) this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof PageLoadError) {
      // A full reload offline would show the browser's own error page, so nothing here leaves the app.
      const offline = !navigator.onLine;
      return (
        <ErrorPanel
          icon="offline"
          title={offline ? t('app.pageOfflineTitle') : t('app.pageLoadFailedTitle')}
          message={offline ? t('app.pageOfflineMessage') : t('app.pageLoadFailedMessage')}
          onRetry={this.retryPageLoad}
          offerHome={false}
        />
      );
    }
    return (
      <ErrorPanel
        title={t('app.renderFailedTitle')}
        message={t('app.renderFailedMessage')}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
