import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../lib/i18n';
import { JobAlertLinkPage } from '../../../components/jobs/JobAlertLinkPage';
import { parseJobAlertLink, type JobAlertLink } from '../../../components/jobs/job-alert-link';
import { headLoader, headOfLoader } from '../../../lib/seo';

export const Route = createFileRoute('/_site/job-alerts/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): JobAlertLink => parseJobAlertLink(search),
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader(() => ({
    title: m.job_alert_unsubscribe_title(),
    description: m.job_alert_unsubscribe_head_description(),
    path: '/job-alerts/unsubscribe',
    noindex: true,
  })),
  component: UnsubscribeJobAlertPage,
});

/** The unsubscribe link of every job alert mail: one click stops the alert. */
function UnsubscribeJobAlertPage() {
  return <JobAlertLinkPage action="unsubscribe" link={Route.useSearch()} />;
}
