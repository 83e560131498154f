import { Navigate, useParams } from "react-router";
import { paths } from "@/lib/paths.ts";

/** Part 2 §2: share links use /tournaments/{slug-or-id}; the page itself lives under /turnuvalar. */
export function TournamentShareRedirect() {
  const { identifier = "" } = useParams();
  return <Navigate to={paths.tournament.href(identifier)} replace />;
}
