import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../lib/i18n';
import { PrivacyConfirmPage } from '../../../components/privacy/PrivacyConfirmPage';
import { parsePrivacyLink, type PrivacyLink } from '../../../components/privacy/privacy-link';
import { headLoader, headOfLoader } from '../../../lib/seo';

export const Route = createFileRoute('/_site/privacy/confirm')({
  validateSearch: (search: Record<string, unknown>): PrivacyLink => parsePrivacyLink(search),
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader(() => ({
    title: m.privacy_confirm_title(),
    description: m.privacy_confirm_head_description(),
    path: '/privacy/confirm',
    noindex: true,
  })),
  component: ConfirmPrivacyRequestPage,
});

/** The link of a privacy request's confirmation mail: following it records the request. */
function ConfirmPrivacyRequestPage() {
  return <PrivacyConfirmPage link={Route.useSearch()} />;
}
