import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders the fallback; `retry` re-mounts the children. */
  fallback(retry: () => void): ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Keeps one broken view from blanking the host page: shows a fallback with a retry instead.
 * Class-based because React has no hook for render errors.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Deliberately silent: React already reports the error in development, and messages from
    // the API could carry user data that must not reach a host's log collector.
  }

  retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
