import { Suspense, useEffect, useEffectEvent, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { paths } from "@/lib/paths.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";

// The platform check and its dialog (Radix) load when someone reaches for the button, as the
// layout's menus do (ui/deferred-menu.tsx): the first screen carries only this button.
const CreateTournamentCheck = lazyNamed(() => import("@/features/platforms/create-tournament-check.tsx"), "CreateTournamentCheck");

/**
 * The check's code could not be loaded (offline for a moment, or a deploy replaced the file): each
 * press, also one made while it was loading, goes to the platform list instead, where the person
 * picks a platform (or reads that page's own error). Once per press: a <Navigate> would go there
 * again whenever the address changed.
 */
function ToPlatforms({ press }: { press: number }) {
  const navigate = useNavigate();
  const go = useEffectEvent(() => void navigate(paths.platforms.href()));
  useEffect(() => {
    if (press > 0) go();
  }, [press]);
  return null;
}

interface CreateButtonProps {
  className: string;
  children: ReactNode;
  /**
   * Hidden (here or by its container) rather than left out for a visitor: a check under way must
   * outlive the session it ends (a 401), so that its dialog can say so.
   */
  hidden?: boolean;
}

/**
 * Part 1 §2 Create button. `press` is -1 until a pointer arrives, focus or a press (nothing
 * loaded), then counts the presses; the check reads each new one (and ignores double presses).
 * `pressedAt` is when the last press happened: the check may run later (its code loads with the
 * first press), and a double press is judged by when the person pressed, not by when it was read.
 */
export function CreateButton({ className, children, hidden }: CreateButtonProps) {
  const [{ press, pressedAt }, setPresses] = useState({ press: -1, pressedAt: 0 });
  const want = () => setPresses((current) => (current.press < 0 ? { ...current, press: 0 } : current));
  return (
    <>
      <button
        type="button"
        hidden={hidden}
        className={className}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => setPresses((current) => ({ press: Math.max(current.press, 0) + 1, pressedAt: Date.now() }))}
      >
        {children}
      </button>
      {press < 0 ? null : (
        <ErrorBoundary fallback={<ToPlatforms press={press} />}>
          <Suspense fallback={null}>
            <CreateTournamentCheck press={press} pressedAt={pressedAt} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
