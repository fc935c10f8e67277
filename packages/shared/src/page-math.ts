/** The arithmetic of a paged list (zod-free: the web's pagination on public pages imports it). */

/** The rows a page skips: page 1 starts at 0. */
export const pageOffset = ({ page, limit }: { page: number; limit: number }) => (page - 1) * limit;

/** How many pages `total` rows fill, at least one (an empty list still has its page 1). */
export const pageCount = ({ total, limit }: { total: number; limit: number }) => Math.max(1, Math.ceil(total / limit));
