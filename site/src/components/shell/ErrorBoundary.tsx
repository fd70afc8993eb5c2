import React from 'react';
import { ErrorScreen } from './ErrorScreen';

interface State {
  error: Error | null;
}

/** Catches render errors below it; 'retry' clears the error and renders the children again. */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorScreen onRetry={this.reset} onHome={this.reset} />;
    return this.props.children;
  }
}
