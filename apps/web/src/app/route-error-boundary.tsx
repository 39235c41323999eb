import { Component, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, EmptyState, useT, warningIcon } from '@tangerine/ui';
import { removeSnapshot } from '../lib/first-load';
import { onceOnline } from '../lib/lazy';

/** What a screen that threw shows instead of a blank page; the shell and player stay. */
export function RouteErrorFallback() {
  const t = useT();
  // Home's server-rendered copy would otherwise stay over the error (Home's chunk failed to load).
  useLayoutEffect(() => removeSnapshot(), []);
  return (
    <EmptyState
      icon={warningIcon}
      title={t('shell.errorTitle')}
      text={t('shell.errorText')}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('shell.reload')}
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The screen's path: going elsewhere clears the error. */
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.error !== null && state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
    // A screen whose code could not load offline loads again once the network is back.
    onceOnline(this.retry);
  }

  private readonly retry = () => this.setState({ error: null, failedAt: null });

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.error !== null ? <RouteErrorFallback /> : this.props.children;
  }
}

/** Catches what a screen (or loading its chunk) throws; another path, or the network coming back, clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
