import { Component, type ReactNode } from 'react';

export interface BlockErrorBoundaryProps {
  /** Rendered instead of the children once they threw; a function is called only then (a healthy block builds no fallback). */
  fallback: ReactNode | (() => ReactNode);
  /** Called once per throw caught, at commit (a StrictMode double render does not call it twice). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps one broken block from taking down the screen, the course or the host page. */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback() : fallback;
  }
}
