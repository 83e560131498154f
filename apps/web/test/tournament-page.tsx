import { screen, waitFor } from "@testing-library/react";
import type { Tournament } from "@turnuva/contract/tournaments";
import { expect } from "vitest";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { platformJson } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

/** What a screen sent besides its reads. */
export const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET");

/**
 * Opens a tournament's page signed in as `username` (a member of its platform, owned by 'kurucu',
 * unless told otherwise), or as a visitor, with `handlers` for the writes; waits until it is shown.
 */
export async function openTournamentPage(tournament: Tournament, username: string | null, { member = true, handlers = {} } = {}) {
  const platform = { ...platformJson(tournament.platform.name, { ownerName: "kurucu" }), _id: tournament.platform._id };
  if (username) window.localStorage.setItem("token", `t-${username}`);
  const requests = stubServer({
    [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }),
    ...(username
      ? {
          "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }),
          "GET /api/platforms/my": () => ({ status: 200, body: { platforms: member ? [platform] : [] } }),
        }
      : {}),
    ...handlers,
  });
  const view = renderApp(`/turnuvalar/${tournament.slug}`);
  // The page's code is compiled on first use in a test run: the first one may take a while.
  await screen.findByRole("heading", { level: 1, name: tournament.name }, { timeout: 5000 });
  await waitFor(() => expect(screen.queryByText("Yükleniyor...")).toBeNull());
  return { requests, ...view };
}
