import { Component, type ReactNode } from "react";

interface LoadBoundaryProps {
  /** What stands in when the code could not be loaded. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a part whose code loads later (a menu, the toasts): if that code cannot be loaded (the
 * connection dropped, or a deploy replaced the file an open tab asks for), the part falls back
 * instead of taking the whole app down with it. Pages have their own boundary (RouteErrorBoundary).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
