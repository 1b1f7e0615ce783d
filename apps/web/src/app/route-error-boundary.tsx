import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './status-screens.tsx';

/**
 * Catches what a route throws while rendering or loading its code (a lazy chunk that failed) and
 * shows the crash screen, or the offline modal when the code could not load offline (000 §2.4,
 * §4.1). `resetKey` (the location) clears the error when the customer navigates elsewhere.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override render() {
    if (this.state.error) return <RouteErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
