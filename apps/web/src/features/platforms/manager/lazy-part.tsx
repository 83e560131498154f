import { Component, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { commonTexts } from "@/texts/common.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";

/** The code of a part could not be downloaded (the connection dropped, or a deploy replaced it). */
class PartLoadError extends Error {}

/**
 * A part of the platform screens whose code loads when it first renders, like `lazyNamed`, that
 * can be asked for again after its download failed. React.lazy keeps a failure for good, so once
 * one has failed, `Component` is a fresh lazy component that imports the file again: on
 * 'Tekrar Dene', or when the part is shown anew (another platform selected).
 */
export interface LazyPart<Props extends object> {
  readonly Component: LazyExoticComponent<ComponentType<Props>>;
}

export function lazyPart<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPart<Props> {
  let failed = false;
  const make = () =>
    lazyNamed(
      () =>
        load().catch((cause: unknown) => {
          failed = true;
          throw new PartLoadError(`${name} could not be loaded`, { cause });
        }),
      name,
    );
  let current = make();
  return {
    get Component() {
      if (failed) {
        failed = false;
        current = make();
      }
      return current;
    },
  };
}

interface BoundaryProps {
  fallback: ReactNode;
  /** A new value gives the part another chance. */
  attempt: number;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  attempt: number;
}

/**
 * Stands in for a part whose download failed; anything else it throws (a bug) goes on to the
 * route's boundary, which says so rather than blaming the connection.
 */
class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, attempt: this.props.attempt };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.attempt === state.attempt ? null : { failed: false, error: null, attempt: props.attempt };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof PartLoadError)) throw this.state.error;
    return this.props.fallback;
  }
}

/** The house's connection sentence in place of a part that did not arrive, with 'Tekrar Dene'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry}>
      <p>{commonTexts.api.network}</p>
    </RetryAlert>
  );
}

interface LazyPartViewProps<Props extends object> {
  part: LazyPart<Props>;
  /** Shown while the code arrives. */
  loading: ReactNode;
  /** Puts the failure in the place's frame (a page's heading, a way back); bare when left out. */
  frame?: (failure: ReactNode) => ReactNode;
  /** Renders the part; called again with a fresh component after 'Tekrar Dene'. */
  children: (Part: LazyPart<Props>["Component"]) => ReactNode;
}

/**
 * A lazy part that fails locally: without its code the rest of the page stays as it was (and what
 * was typed in it), and 'Tekrar Dene' fetches the code again.
 */
export function LazyPartView<Props extends object>({ part, loading, frame = (failure) => failure, children }: LazyPartViewProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((count) => count + 1);
  return (
    <PartBoundary attempt={attempt} fallback={frame(<LoadFailed onRetry={retry} />)}>
      <Suspense fallback={loading}>{children(part.Component)}</Suspense>
    </PartBoundary>
  );
}
