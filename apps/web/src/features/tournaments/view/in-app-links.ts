import { type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

/** The attribute of a plain link that the tournament's view follows inside the app (participant-name.tsx). */
export const IN_APP_LINK = "data-in-app";

/**
 * One click handler for every name's link in a tournament's view, in place of a router `Link`
 * each (issue 27): a league of 128 shows 256 names (the standings and a week), and each `Link`
 * runs five of the router's hooks on every render. A plain click (or Enter on the link) opens the
 * profile inside the app, as a `Link` does; a click with a modifier key or another button is the
 * browser's (a new tab, a new window).
 */
export function useFollowInAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${IN_APP_LINK}]`) : null;
      const href = link?.getAttribute("href");
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
