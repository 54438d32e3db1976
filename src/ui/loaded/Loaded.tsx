// The one data-state pattern (ADR 0009) for a renderer or a screen that loads its own data: the
// part that reads the data calls useSuspenseQuery (or useSuspenseQueries, useSuspenseInfiniteQuery)
// and sits inside <Loaded>. While it waits, <Loaded> shows Loading; when a call fails, LoadFailed
// with the screen's text and a retry that resets the failed queries and draws the part again; the
// part itself shows the spec's empty text with EmptyState, then the data. A render bug is not a
// failed load: it goes on to the engine's boundary (RenderFailed), so it is never hidden by a retry.
import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { Loading } from '../../engine/Loading';
import { LoadFailed } from '../LoadFailed';

export interface LoadedProps {
  /**
   * What is loading, named in designer preview when the payload is invalid ("seção 12"). Another
   * subject shows Loading again.
   */
  subject: string;
  /** The spec's error text when the screen names one; "Erro ao carregar" otherwise. */
  errorText?: string;
  /** Changing it (another section, another month) forgets a failure shown for the previous one. */
  resetKey?: unknown;
  /** What shows while it waits, when the screen has a shape for it (cards: CardPlaceholders); Loading otherwise. */
  placeholder?: ReactNode;
  children: ReactNode;
}

export function Loaded({ subject, errorText, resetKey = subject, placeholder, children }: LoadedProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        // Keyed by the subject: another one (a navigation to another content) starts afresh: Loading,
        // not the previous subject's data, even in the router's transition, and a call again for a
        // subject that failed before. A changing key within one subject (a month) keeps its data
        // through useDeferredValue instead.
        <LoadBoundary
          key={subject}
          resetKey={resetKey}
          onRetry={reset}
          fallback={(error, retry) => (
            <LoadFailed error={error} retry={retry} subject={subject} text={errorText} />
          )}
        >
          <Suspense fallback={placeholder ?? <Loading />}>{children}</Suspense>
        </LoadBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

interface BoundaryProps {
  resetKey: unknown;
  onRetry: () => void;
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: unknown;
}

const NONE = Symbol('no error');

class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: NONE, resetKey: this.props.resetKey };

  constructor(props: BoundaryProps) {
    super(props);
    // Opened anew (the learner comes back to a screen that failed), a failed query is called again,
    // as a query without suspense does on mount; TanStack would otherwise throw the cached failure
    // at once, with no call, until "Tentar novamente".
    props.onRetry();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey !== state.resetKey ? { error: NONE, resetKey: props.resetKey } : null;
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: NONE });
  };

  override render() {
    const { error } = this.state;
    if (error === NONE) return this.props.children;
    // Only a failed call is a load failure; anything else is the engine boundary's to show.
    if (!isApiError(error)) throw error;
    return this.props.fallback(error, this.retry);
  }
}
