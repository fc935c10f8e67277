import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../components/PageHero/PageHero';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/post-job')({
  head: () => seo({ title: 'Post a Job', description: 'Post a job with Northline Workforce Solutions and reach qualified candidates across Ontario. Every submission is reviewed before it is published.', canonicalPath: '/post-job', }),
  component: PostJobPage,
});

function PostJobPage() {
  return <PageHero title={'Post a Job'} subtitle={'Post a job with Northline Workforce Solutions and reach qualified candidates across Ontario. Every submission is reviewed before it is published.'} />;
}
