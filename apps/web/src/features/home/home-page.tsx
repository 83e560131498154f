import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { readToken } from "@/lib/token-storage.ts";
import { commonTexts } from "@/texts/common.ts";
import { homeTexts } from "@/texts/home.ts";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";

// Each face loads on its own, so nobody downloads the other one: the libraries leave the shell
// only 10 of the 100 kB that "/" may cost (docs/decisions.md). The likely face starts loading as
// soon as the shell runs, before the first render and, for a member, alongside the session check.
const loadVisitorHome = () => import("./visitor-home.tsx");
const loadMemberHome = () => import("./member-home.tsx");
// Only when the app opens on "/": a deep link does not need either face. A failed early load is
// left to the render, which loads again and shows the page's error if that fails too.
if (window.location.pathname === "/") void (readToken() ? loadMemberHome() : loadVisitorHome()).catch(() => undefined);

/** After logout the visitor's face follows at once; the layout starts loading it beforehand. */
export const preloadVisitorHome = () => void loadVisitorHome().catch(() => undefined);
const VisitorHome = lazyNamed(loadVisitorHome, "VisitorHome");
const MemberHome = lazyNamed(loadMemberHome, "MemberHome");

/** Part 1 §2 "/": the visitor's landing page or the member's shortcuts. */
export function HomePage() {
  const { user, loading } = useSession();
  return (
    <>
      <PageTitle title={homeTexts.title} bare />
      {/* While a stored session is checked, neither face is shown, so nobody sees the other one flash. */}
      {loading ? (
        <Spinner label={commonTexts.loading} />
      ) : (
        // Its own Suspense: when the face changes without a navigation (logout, login), the wait
        // shows here, not as an empty main area.
        <Suspense fallback={<Spinner label={commonTexts.loading} />}>{user ? <MemberHome user={user} /> : <VisitorHome />}</Suspense>
      )}
    </>
  );
}
