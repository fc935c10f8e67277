import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/about')({
  head: () => seo({ title: 'About Us', description: 'Founded in 2016, Northline Workforce Solutions has made 5000+ placements for Ontario employers. Learn about our story, approach and mission.', canonicalPath: '/about', }),
  component: AboutPage,
});

function AboutPage() {
  return <PageHero title={'About Us'} subtitle={'Founded in 2016, Northline Workforce Solutions has made 5000+ placements for Ontario employers. Learn about our story, approach and mission.'} />;
}
