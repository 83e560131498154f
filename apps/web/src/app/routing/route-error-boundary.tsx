import { Component, type ReactNode } from "react";
import { RouteError } from "./route-error.tsx";

interface RouteErrorBoundaryProps {
  /** The page's path: going elsewhere starts afresh. */
  path: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  path: string;
}

/**
 * A page that throws while rendering, or whose code cannot be loaded (a deploy replaced its chunk),
 * shows RouteError inside the layout instead of a blank screen. It resets when the path changes
 * rather than being remounted by a key: a remount would also remount the Suspense inside it, and a
 * new Suspense shows its spinner at once instead of keeping the old page during the navigation.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
