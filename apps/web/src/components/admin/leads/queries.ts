import { trpc } from '../../../lib/trpc';
import type { JobAlertListRequest } from './leads';

/**
 * Query options of the Leads screen's Job alerts tab, shared by the route loader (which starts
 * them) and the tab (which reads them); the lead kinds' are in ../queries.ts. Kept apart from the
 * page so the loader stays small.
 */
export const jobAlertListOptions = (input: JobAlertListRequest) => trpc.jobAlert.list.queryOptions(input);
