import { trpc } from '../../../lib/trpc';
import type { ApplicationListRequest } from './applications';

/**
 * Query options of the admin Job Applications screen, shared by the route loader (which starts
 * them) and the page (which reads them). Kept apart from the page so the loader stays small.
 */
export const applicationListOptions = (input: ApplicationListRequest['input']) => trpc.application.list.queryOptions(input);
export const applicationCountsOptions = () => trpc.application.counts.queryOptions();

/** The CSV export of every application matching the filters (not only the page on screen). */
export function applicationsExportUrl(input: Pick<ApplicationListRequest['input'], 'search' | 'status' | 'mine'>): string {
  const params = new URLSearchParams();
  if (input.search) params.set('search', input.search);
  if (input.status !== 'all') params.set('status', input.status);
  if (input.mine) params.set('mine', 'true');
  const query = params.toString();
  return `/api/admin/applications/export.csv${query ? `?${query}` : ''}`;
}

/** The uploaded resume of an application (admin only; the server answers it as an attachment). */
export const resumeDownloadUrl = (applicationId: number) => `/api/admin/applications/${applicationId}/resume`;

/** Pipeline queries of one application's detail view. */
export const assigneesOptions = () => trpc.application.assignees.queryOptions();
export const timelineOptions = (id: number) => trpc.application.timeline.queryOptions({ id });
export const relatedOptions = (id: number) => trpc.application.related.queryOptions({ id });
export const emailTemplatesOptions = () => trpc.application.emailTemplates.queryOptions();
