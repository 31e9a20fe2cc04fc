import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../ui/ErrorPanel/ErrorPanel';
import { PageLoadError } from './PageLoadError';

interface Props {
  readonly children: ReactNode;
  /** When this changes (the location), a previous error is cleared so navigation recovers. */
  readonly resetKey: string;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: string;
}

export const OFFLINE_PAGE_TITLE = 'Sin conexión';
export const OFFLINE_PAGE_MESSAGE =
  'Tu teléfono no tiene conexión a internet y esta pantalla aún no está guardada en él. Conéctate y toca «Reintentar».';
export const PAGE_LOAD_FAILED_TITLE = 'No se pudo cargar la pantalla';
export const PAGE_LOAD_FAILED_MESSAGE =
  'Revisa la conexión a internet de tu teléfono y toca «Reintentar». Tus datos guardados siguen a salvo.';

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
          title={offline ? OFFLINE_PAGE_TITLE : PAGE_LOAD_FAILED_TITLE}
          message={offline ? OFFLINE_PAGE_MESSAGE : PAGE_LOAD_FAILED_MESSAGE}
          onRetry={this.retryPageLoad}
          offerHome={false}
        />
      );
    }
    return (
      <ErrorPanel
        title="Algo salió mal"
        message="No pudimos mostrar esta pantalla. Tus datos guardados siguen a salvo."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
