import { createFileRoute } from '@tanstack/react-router';
import { JobAlertLinkPage } from '../../../components/jobs/JobAlertLinkPage';
import { parseJobAlertLink, type JobAlertLink } from '../../../components/jobs/job-alert-link';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/job-alerts/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): JobAlertLink => parseJobAlertLink(search),
  head: siteHead(() => ({
    title: 'Unsubscribe From a Job Alert',
    description: 'Stop the emails of a job alert.',
    path: '/job-alerts/unsubscribe',
    noindex: true,
  })),
  component: UnsubscribeJobAlertPage,
});

/** The unsubscribe link of every job alert mail: one click stops the alert. */
function UnsubscribeJobAlertPage() {
  return <JobAlertLinkPage action="unsubscribe" link={Route.useSearch()} />;
}
