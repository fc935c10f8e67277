import { trpc } from '../../../lib/trpc';
import type { ActivityListInput } from './activity';

/**
 * Query options of the admin Activity screen, shared by the route loader (which starts them) and
 * the page (which reads them). Kept apart from the page so the loader stays small.
 */
export const activityListOptions = (input: ActivityListInput) => trpc.audit.list.queryOptions(input);
export const activityFiltersOptions = () => trpc.audit.filters.queryOptions();
