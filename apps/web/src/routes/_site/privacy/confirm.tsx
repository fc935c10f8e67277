import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../lib/i18n';
import { PrivacyConfirmPage } from '../../../components/privacy/PrivacyConfirmPage';
import { parsePrivacyLink, type PrivacyLink } from '../../../components/privacy/privacy-link';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/_site/privacy/confirm')({
  validateSearch: (search: Record<string, unknown>): PrivacyLink => parsePrivacyLink(search),
  head: siteHead(() => ({
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
