import { useSession } from "../../lib/session/use-session.ts";
import { tr } from "../../texts/tr.ts";
import { PageTitle } from "../../ui/page-title.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { MemberHome } from "./member-home.tsx";
import { VisitorHome } from "./visitor-home.tsx";

/** Part 1 §2 "/": the visitor's landing page or the member's shortcuts. */
export function HomePage() {
  const { user, loading } = useSession();
  return (
    <>
      <PageTitle title={tr.home.title} bare />
      {/* While a stored session is checked, neither face is shown, so nobody sees the other one flash. */}
      {loading ? <Spinner label={tr.common.loading} /> : user ? <MemberHome user={user} /> : <VisitorHome />}
    </>
  );
}
