// Catches a render error of one item so the rest of the page keeps working.
import { Component, type ReactNode } from 'react';
import { RenderFailed } from './fallbacks';

interface Props {
  /** Designer preview shows the error message too. */
  preview: boolean;
  children: ReactNode;
  /** Changing it clears a caught error (e.g. a new payload). */
  resetKey?: unknown;
}

export class ErrorBoundary extends Component<Props, { error: Error | null; resetKey: unknown }> {
  override state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error) {
    console.error('[engine] a renderer failed:', error);
  }

  override render() {
    return this.state.error ? (
      <RenderFailed preview={this.props.preview} error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
