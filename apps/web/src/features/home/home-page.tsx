import { lazyNamed } from "../../lib/lazy-named.ts";
import { useSession } from "../../lib/session/use-session.ts";
import { readToken } from "../../lib/token-storage.ts";
import { commonTexts } from "../../texts/common.ts";
import { homeTexts } from "../../texts/home.ts";
import { PageTitle } from "../../ui/page-title.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { VisitorHome } from "./visitor-home.tsx";

// The visitor's face comes with the shell (most first visits land on it); the member's face, which
// grows with every area (platforms, tournaments, statistics), loads on its own, and starts loading
// at once when a stored session makes it the likely one.
const loadMemberHome = () => import("./member-home.tsx");
if (readToken()) void loadMemberHome();
const MemberHome = lazyNamed(loadMemberHome, "MemberHome");

/** Part 1 §2 "/": the visitor's landing page or the member's shortcuts. */
export function HomePage() {
  const { user, loading } = useSession();
  return (
    <>
      <PageTitle title={homeTexts.title} bare />
      {/* While a stored session is checked, neither face is shown, so nobody sees the other one flash. */}
      {loading ? <Spinner label={commonTexts.loading} /> : user ? <MemberHome user={user} /> : <VisitorHome />}
    </>
  );
}
