/**
 * The public pages of the route table (part 1 §2) that a search engine may list. Later issues
 * add platforms and tournaments to the sitemap from the database.
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
