import * as z from "zod/mini";

/** DESIGN §4: every list answers with this block. */
export const paginationSchema = z.object({
  currentPage: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
  hasMore: z.boolean(),
  limit: z.int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
