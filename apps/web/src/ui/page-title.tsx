import { commonTexts } from "@/texts/common.ts";

/** React 19 hoists <title> into <head>; every page renders one. */
export function PageTitle({ title, bare = false }: { title: string; bare?: boolean }) {
  return <title>{bare ? title : commonTexts.pageTitle(title)}</title>;
}
