import { createFileRoute } from '@tanstack/react-router';
import { CtaTrio } from '../../components/home/CtaTrio';
import { DivisionCards } from '../../components/home/DivisionCards';
import { FeaturedCategories } from '../../components/home/FeaturedCategories';
import { HomeHero } from '../../components/home/HomeHero';
import { HowItWorks } from '../../components/home/HowItWorks';
import { JobSearchHero } from '../../components/home/JobSearchHero';
import { JobTabs } from '../../components/home/JobTabs';
import { LatestPosts } from '../../components/home/LatestPosts';
import { LATEST_POSTS_INPUT } from '../../components/home/queries';
import { FEATURED_JOBS_INPUT } from '../../lib/jobs';
import { StatsSection } from '../../components/home/StatsSection';
import { TrustedPartners } from '../../components/home/TrustedPartners';
import { WhyChooseUs } from '../../components/home/WhyChooseUs';
import { organizationJsonLd, seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/')({
  head: () =>
    seo({
      title: 'Staffing, Warehousing & Transportation in Ontario',
      description:
        'Northline Workforce Solutions connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today.',
      keywords:
        'Ontario staffing agency, jobs in Ontario, temporary staffing, recruitment agency Mississauga, warehouse jobs, warehouse services, 3PL Ontario, freight shipping, FTL, LTL, transportation services',
      canonicalPath: '/',
      jsonLd: organizationJsonLd(),
    }),
  // Start every read the page makes at once; the sections render from the same query options.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.stats.get.queryOptions());
    void queryClient.prefetchQuery(trpc.job.featured.queryOptions(FEATURED_JOBS_INPUT));
    void queryClient.prefetchQuery(trpc.blog.list.queryOptions(LATEST_POSTS_INPUT));
  },
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero />
      <JobSearchHero />
      <StatsSection />
      <HowItWorks />
      <WhyChooseUs />
      <DivisionCards />
      <FeaturedCategories />
      <JobTabs />
      <CtaTrio />
      <TrustedPartners />
      <LatestPosts />
    </>
  );
}
