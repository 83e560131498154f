import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../src/app/providers.tsx";
import { createQueryClient } from "../src/app/query-client.ts";
import { routerFlushSync } from "../src/app/router-flush-sync.ts";
import { routes } from "../src/app/routes.tsx";

/** The real route table, providers and layout, starting at `path` in a memory history. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>,
  );
  return { ...view, router };
}
