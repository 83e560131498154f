import { Component, type ReactNode } from "react";

interface ErrorBoundaryProps {
  /** What stands in when the children threw or their code could not be loaded. */
  fallback: ReactNode;
  /** When it changes, the children get another chance (the layout passes the page's path). */
  resetKey?: string;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

/**
 * Around a page or a part whose code loads later (a menu, the toasts): if it throws or its code
 * cannot be loaded (the connection dropped, or a deploy replaced the file an open tab asks for), it
 * falls back instead of taking the whole app down with it. It resets when `resetKey` changes
 * rather than being remounted by a React key: a remount would also remount the Suspense inside,
 * and a new Suspense shows its fallback at once instead of keeping the old page during navigation.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
