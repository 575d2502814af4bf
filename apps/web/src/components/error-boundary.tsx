import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../lib/chunk-error';
import { ChunkErrorScreen } from './chunk-error-screen';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** A new value (the page's path) clears a caught error, so navigating away recovers. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
}

/** Keeps the header and footer on screen when a page crashes while rendering. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error !== null && prev.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    if (isChunkLoadError(this.state.error)) return <ChunkErrorScreen />;
    if (this.state.error !== null) {
      return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
