/**
 * The fixed public pages of the route table (part 1 §2) that a search engine may list. The
 * sitemap adds every platform's page from the database (routes.ts); tournaments will follow.
 */
export const publicPages = [
  "/",
  "/turnuvalar",
  "/platformlar",
  "/oyun/efootball",
  "/oyun/ea-sports-fc",
  "/oyun/diger",
  "/hakkimizda",
  "/iletisim",
  "/gizlilik-politikasi",
  "/kullanim-kosullari",
] as const;
