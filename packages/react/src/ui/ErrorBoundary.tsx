import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders the fallback; `retry` re-mounts the children. */
  fallback(retry: () => void): ReactNode;
  /**
   * What the children show (a view's ids): a change of any entry clears a failure, so a view
   * switched to another device renders again without Try again. Entries compare as text, so an
   * array of ids written inline counts as unchanged while it lists the same ids.
   */
  resetKeys?: readonly unknown[] | undefined;
}

interface ErrorBoundaryState {
  failed: boolean;
  keys?: readonly unknown[] | undefined;
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

  // The keys last seen are kept in state, so a failure caught with the same keys stays shown.
  static getDerivedStateFromProps(
    { resetKeys: next = [] }: ErrorBoundaryProps,
    { keys = [] }: ErrorBoundaryState,
  ): ErrorBoundaryState | null {
    return next.length !== keys.length || next.some((key, i) => String(key) !== String(keys[i]))
      ? { failed: false, keys: next }
      : null;
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
