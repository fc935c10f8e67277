import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../../components/PageHero/PageHero';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/blog/')({
  head: () => seo({ title: 'Blog', description: 'Hiring tips, warehousing and freight insights and career advice from the Northline Workforce Solutions team.', canonicalPath: '/blog', }),
  component: BlogPage,
});

function BlogPage() {
  return <PageHero title={'Insights & Resources'} subtitle={'Hiring tips, warehousing and freight insights and career advice from the Northline Workforce Solutions team.'} />;
}
