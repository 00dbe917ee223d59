import { Component, ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A page's code that cannot be loaded (a new version was deployed, the network dropped) or a page
 * that crashed: a clear message and a reload, instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page" role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown. Please check your connection and reload.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }
}
