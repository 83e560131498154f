import { tr } from "../texts/tr.ts";

/** React 19 hoists <title> into <head>; every page renders one. */
export function PageTitle({ title, bare = false }: { title: string; bare?: boolean }) {
  return <title>{bare ? title : tr.pageTitle(title)}</title>;
}
