import { Component, type ReactNode } from "react";
import { RouteError } from "./route-error.tsx";

/**
 * A page that throws while rendering, or whose code cannot be loaded (a deploy replaced its chunk),
 * shows RouteError inside the layout instead of a blank screen. The layout keys it by path, so
 * going elsewhere starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
