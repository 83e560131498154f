import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The first render as a transition: React renders it in slices of a few milliseconds, giving the
// main thread back in between, instead of one long task (Lighthouse's Total Blocking Time on a
// slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Issue 26: the service worker and the offline notice, once the page has loaded (lib/offline).
addEventListener("load", () => void import("./lib/offline/after-load.ts"));
