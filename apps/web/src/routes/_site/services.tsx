import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/services')({
  head: () => seo({ title: 'Our Services', description: 'Staffing and recruitment, warehousing and distribution, and transportation and freight services for Ontario businesses.', canonicalPath: '/services', }),
  component: ServicesPage,
});

function ServicesPage() {
  return <PageHero title={'Our Services'} subtitle={'Staffing and recruitment, warehousing and distribution, and transportation and freight services for Ontario businesses.'} />;
}
