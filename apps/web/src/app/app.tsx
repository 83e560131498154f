import { createBrowserRouter, RouterProvider } from "react-router";
import { AppProviders } from "./providers.tsx";
import { routerFlushSync } from "./router-flush-sync.ts";
import { routes } from "./routes.tsx";

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </AppProviders>
  );
}
