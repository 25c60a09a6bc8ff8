import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (reset: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | null;
}

/** Catches render errors below it so one broken screen never blanks the app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: { value: error } };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Error name and component stack only: messages could carry user data.
    console.warn('Render error:', error.name, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    return error ? this.props.fallback(this.reset, error.value) : this.props.children;
  }
}
