import { useLocation } from "react-router";
import { type LoginLocationState, readLoginState } from "./login-state.ts";
import { paths } from "./paths.ts";

/**
 * The state for a link to /giris-yap or /kayit-ol: this page, so that login brings the person
 * back here (part 1 §2). Between the two forms the page they first came from is kept.
 */
export function useCameFrom(): LoginLocationState {
  const location = useLocation();
  if (location.pathname === paths.login.href() || location.pathname === paths.register.href()) {
    return { from: readLoginState(location.state).from };
  }
  return { from: location.pathname + location.search };
}
