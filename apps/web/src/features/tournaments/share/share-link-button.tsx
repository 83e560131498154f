import { useEffect, useId, useRef, useState } from "react";
import { paths } from "@/lib/paths.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Button } from "@/ui/button.tsx";

/** Part 2 §9: the copied feedback stays 2.5 s (the group and elimination wizards' value). */
export const COPIED_FEEDBACK_MS = 2500;

export interface ShareLinkButtonProps {
  /** The tournament's slug, or its id when it has none; missing: 'Link oluşturulamadı.'. */
  identifier: string | null | undefined;
  /** The button's words; 'Turnuva Linkini Kopyala' by default. */
  label?: string;
  /** What it says for 2.5 s after copying; 'Link Kopyalandı!' by default. */
  copiedLabel?: string;
  className?: string;
}

/** Origin plus `/tournaments/{slug-or-id}` (part 2 §2), the link the share button copies. */
export function shareLinkOf(identifier: string): string {
  return `${window.location.origin}${paths.tournamentShare.href(identifier)}`;
}

/**
 * Copies the tournament's share link. Says 'Link Kopyalandı!' for 2.5 s; when the clipboard
 * refuses (no permission, an insecure page) it says 'Link kopyalanamadı.' and shows the link,
 * selected, to copy by hand. Used by the detail page and the managing screens.
 */
export function ShareLinkButton({
  identifier,
  label = tournamentDetailTexts.share.copy,
  copiedLabel = tournamentDetailTexts.share.copied,
  className,
}: ShareLinkButtonProps) {
  const [state, setState] = useState<"idle" | "copied" | "missing" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const messageId = useId();
  const manualInput = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The link to copy by hand arrives selected, so Ctrl+C (or the phone's copy) is all that is left.
  useEffect(() => {
    if (state === "failed") manualInput.current?.select();
  }, [state]);

  const link = identifier ? shareLinkOf(identifier) : null;
  const copy = async () => {
    clearTimeout(timer.current);
    if (!link) {
      setState("missing");
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      setState("copied");
      timer.current = setTimeout(() => setState("idle"), COPIED_FEEDBACK_MS);
    } catch {
      setState("failed");
    }
  };

  return (
    <div className={className}>
      <Button variant="secondary" onClick={() => void copy()} aria-describedby={state === "failed" || state === "missing" ? messageId : undefined}>
        {state === "copied" ? copiedLabel : label}
      </Button>
      {/* Announced politely: the button's own words change too, which a screen reader may not read. */}
      <p role="status" className="sr-only">
        {state === "copied" ? copiedLabel : ""}
      </p>
      {state === "missing" ? (
        <p id={messageId} role="alert" className="mt-2 text-sm text-red-800">
          {tournamentDetailTexts.share.missing}
        </p>
      ) : null}
      {state === "failed" && link ? (
        <div id={messageId} role="alert" className="mt-2 max-w-md text-sm text-red-800">
          <p>
            {tournamentDetailTexts.share.failed} {tournamentDetailTexts.share.manual}
          </p>
          <input
            ref={manualInput}
            readOnly
            value={link}
            aria-label={tournamentDetailTexts.share.linkLabel}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );
}
