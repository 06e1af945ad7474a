import { Component, type ReactNode } from 'react';

interface ConnectionBoundaryProps {
  children: ReactNode;
}

interface ConnectionBoundaryState {
  error: Error | null;
}

/**
 * Catches what the provider throws for settings it refuses (a key of the wrong kind, an endpoint
 * that is not http(s)), which would otherwise unmount the whole playground, the connection panel
 * with it, and leave a blank page that a reload cannot leave since the URL keeps the settings.
 * The parent keys it by connection, so Connect with new settings starts it afresh.
 */
export class ConnectionBoundary extends Component<
  ConnectionBoundaryProps,
  ConnectionBoundaryState
> {
  override state: ConnectionBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ConnectionBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <p role="alert">The playground could not connect: {error.message}</p>;
  }
}
