import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../lib/i18n';
import { JobAlertLinkPage } from '../../../components/jobs/JobAlertLinkPage';
import { parseJobAlertLink, type JobAlertLink } from '../../../components/jobs/job-alert-link';
import { headLoader, headOfLoader } from '../../../lib/seo';

export const Route = createFileRoute('/_site/job-alerts/confirm')({
  validateSearch: (search: Record<string, unknown>): JobAlertLink => parseJobAlertLink(search),
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader(() => ({
    title: m.job_alert_confirm_title(),
    description: m.job_alert_confirm_head_description(),
    path: '/job-alerts/confirm',
    noindex: true,
  })),
  component: ConfirmJobAlertPage,
});

/** The link of a job alert's confirmation mail: following it starts the alert (double opt-in). */
function ConfirmJobAlertPage() {
  return <JobAlertLinkPage action="confirm" link={Route.useSearch()} />;
}
