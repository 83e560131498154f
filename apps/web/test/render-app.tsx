import { render } from "@testing-library/react";
import { MemoryRouter, useLocation, type Location } from "react-router";
import { AppProviders } from "@/app/providers.tsx";
import { AppRoutes } from "@/app/routes.tsx";

/** Reports every location the router settles on, so tests can assert where the person is. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** The real route table, providers and layout, starting at `path` in a memory history. */
export function renderApp(path: string) {
  let current: Location | undefined;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
        <LocationProbe onChange={(location) => (current = location)} />
      </AppProviders>
    </MemoryRouter>,
  );
  const location = (): Location => {
    if (!current) throw new Error("The router has not rendered yet.");
    return current;
  };
  return { ...view, location };
}
