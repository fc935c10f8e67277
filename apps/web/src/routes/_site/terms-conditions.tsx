import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/terms-conditions')({
  head: () => seo({ title: 'Terms & Conditions', description: 'The terms and conditions for using the Northline Workforce Solutions website and services, governed by the laws of Ontario.', path: '/terms-conditions', }),
  component: TermsPage,
});

function TermsPage() {
  return <PageHero title={'Terms & Conditions'} subtitle={'The terms and conditions for using the Northline Workforce Solutions website and services, governed by the laws of Ontario.'} />;
}
