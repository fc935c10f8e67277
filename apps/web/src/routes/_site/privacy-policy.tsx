import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/privacy-policy')({
  head: () => seo({ title: 'Privacy Policy', description: 'How Northline Workforce Solutions collects, uses, retains and protects personal information, and how to request access to yours.', path: '/privacy-policy', }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <PageHero title={'Privacy Policy'} subtitle={'How Northline Workforce Solutions collects, uses, retains and protects personal information, and how to request access to yours.'} />;
}
