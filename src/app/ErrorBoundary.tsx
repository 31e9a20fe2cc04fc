import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '../ui/ErrorPanel/ErrorPanel';

interface Props {
  readonly children: ReactNode;
  /** When this changes (the location), a previous error is cleared so navigation recovers. */
  readonly resetKey: string;
}

interface State {
  readonly error: Error | null;
  readonly resetKey: string;
}

/** A render error anywhere shows a Spanish panel with a way back, never a blank screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error al mostrar la página', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        title="Algo salió mal"
        message="No pudimos mostrar esta pantalla. Tus datos guardados siguen a salvo."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
