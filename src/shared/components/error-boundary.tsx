import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { StoreContext } from '../store-context';
import { ErrorFallback } from './error-fallback';

interface Props {
  children: ReactNode;
  /** What to show instead of the broken tree; the fallback screen by default. */
  fallback?: ReactNode;
}

/**
 * Catches render errors below it and shows the fallback screen instead of a blank page.
 * It logs and reports: it never clears storage (that is the server-error page's Retry).
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  static override contextType = StoreContext;
  declare context: ContextType<typeof StoreContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page could not be shown because of a render error', error, info.componentStack);
    this.context?.errorReporting.report(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <ErrorFallback />;
  }
}
