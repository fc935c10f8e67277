import { trpc } from '../../../lib/trpc';
import { adminBlogInput, type AdminBlogSearch } from './blog-admin';

/** The admin post list for a state of the screen; the route prefetches it, the page reads it. */
export const adminBlogQuery = (search: AdminBlogSearch) => trpc.blog.adminList.queryOptions(adminBlogInput(search));
