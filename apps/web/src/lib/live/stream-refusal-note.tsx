import { liveMessages } from "@turnuva/contract/live-rules";
import { Alert } from "@/ui/alert.tsx";
import type { StreamRefusal } from "./why-refused.ts";

/**
 * Why a page is not live (issue 13): when its stream is refused because this address holds as
 * many streams as it may, the contract's sentence (the page polls every 30 s meanwhile) as a
 * quiet note, gone once a stream opens. The note is an info Alert (`role="status"`, polite) that
 * is on the page from the start, visually hidden and empty until there is something to say: a
 * region that appears with its text is not read everywhere. It never takes focus.
 */
export function StreamRefusalNote({ refusal, className }: { refusal: StreamRefusal | null; className?: string }) {
  return (
    <Alert tone="info" className={refusal === "too-many-streams" ? className : "sr-only"}>
      {refusal === "too-many-streams" ? liveMessages.tooManyStreams : null}
    </Alert>
  );
}
