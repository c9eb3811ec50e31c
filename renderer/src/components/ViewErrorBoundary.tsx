import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing it (the route) clears a previous crash. */
  resetKey: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
  resetKey: string;
  generation: number;
}

/** A crashing view shows what failed and can be reloaded; the shell around it keeps working. */
export class ViewErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey, generation: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('View crashed', error, info.componentStack);
  }

  private reload = () => this.setState((s) => ({ error: null, generation: s.generation + 1 }));

  override render() {
    const { error, generation } = this.state;
    if (error) {
      return (
        <section className="error-panel" role="alert" data-testid="view-crash">
          <h3 className="error-panel__title">This view stopped with an error</h3>
          <p className="error-panel__message mono">{error.message}</p>
          <button type="button" className="button" onClick={this.reload} data-testid="reload-view">
            Reload view
          </button>
        </section>
      );
    }
    return <div key={generation}>{this.props.children}</div>;
  }
}
