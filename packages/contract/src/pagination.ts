import { z } from "zod";

/** DESIGN §4: every list answers with this block. */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  hasMore: z.boolean(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;
