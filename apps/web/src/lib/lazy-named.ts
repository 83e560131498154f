import { lazy, type ComponentType } from "react";

/**
 * A component whose code loads when it first renders (every page, and the parts of a page only
 * some people see): `lazyNamed(() => import("./x-page.tsx"), "XPage")`. Our modules keep named
 * exports; React.lazy wants a default one. The nearest Suspense shows the wait.
 */
export function lazyNamed<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
