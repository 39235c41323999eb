import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { onceOnline } from './lazy-with-retry';

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the part cannot load; nothing by default (the shell and the player stay). */
  fallback?: ReactNode;
}

/**
 * Around a part of the shell whose code loads lazily: a failed load (offline) leaves the rest of the
 * app standing, and the part is rendered again once the network is back (`lazyWithRetry` loads anew).
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A part of the app could not load; it loads again once online', error, info.componentStack);
    onceOnline(this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** A lazily loaded part of the shell: nothing while it loads, nothing if it cannot (retried once online). */
export function LazyPart({ children, fallback }: LazyBoundaryProps) {
  return (
    <LazyBoundary fallback={fallback}>
      <Suspense fallback={null}>{children}</Suspense>
    </LazyBoundary>
  );
}
