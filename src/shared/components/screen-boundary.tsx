import { Component, type ReactNode } from 'react';
import { CodeLoadFailure } from '../code-load-failure';
import { newLoadAttempt } from '../load-attempt';
import { ErrorState } from './error-state';

interface Props {
  children: ReactNode;
  /** Another value (the next page's path) clears a failure. */
  resetKey?: string;
  /** Show nothing in place of what failed (the footer). */
  quiet?: boolean;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * Around a screen: when its code or messages fail to download, an error with a retry shows in its
 * place and the frame (header, footer, cart) stays. Other errors go on to the app's boundary.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  private readonly retry = (): void => {
    newLoadAttempt();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof CodeLoadFailure)) throw error;
    if (this.props.quiet) return null;
    return <ErrorState onRetry={this.retry} />;
  }
}
