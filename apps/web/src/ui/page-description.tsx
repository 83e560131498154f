import { useEffect } from "react";

/**
 * The page's description for search results and link previews, in the <meta name="description">
 * that index.html already has (a second one, as React would hoist it, leaves crawlers to pick
 * one); the site's own comes back when the page goes. Kept apart from page-title.tsx, which the
 * first screen carries: only the pages that describe themselves pay for this.
 */
export function PageDescription({ content }: { content: string }) {
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = content;
    return () => {
      meta.content = before;
    };
  }, [content]);
  return null;
}
