import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../components/molecules/empty-state/empty-state.tsx';

/** Shown when a screen fails to render: the generic content.error with its message and a reload. */
export function RouteError({ error }: { error: unknown }) {
  useIntl();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface">
      <EmptyState
        tone="error"
        description={error instanceof Error ? error.message : undefined}
        onReload={() => window.location.reload()}
      />
    </main>
  );
}

/** Catches what a screen throws while rendering (a chunk that failed to load, a bug) for RouteError. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
