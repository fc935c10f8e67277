import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { organizationJsonLd, seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/')({
  head: () => seo({ title: 'Staffing, Warehousing & Transportation in Ontario', description: 'Northline Workforce Solutions connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today.', canonicalPath: '/', jsonLd: organizationJsonLd() }),
  component: HomePage,
});

function HomePage() {
  return <PageHero title={'Workforce, warehouse and freight solutions for Ontario businesses'} subtitle={'Northline Workforce Solutions connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today.'} />;
}
