import { whileServerWaits } from '../../lib/ssr';
import { createFileRoute } from '@tanstack/react-router';
import { Deferred } from '../../components/Deferred/Deferred';
import { HomeHero } from '../../components/home/HomeHero';
import { JobSearchHero } from '../../components/home/JobSearchHero';
import { LATEST_POSTS_INPUT } from '../../components/home/queries';
import { FEATURED_JOBS_INPUT } from '../../lib/jobs';
import { lazyNamed as named } from '../../lib/lazy-named';
import { organizationJsonLd, siteHead } from '../../lib/seo';

// Below the fold: loaded and rendered after the first paint (see Deferred).
const StatsSection = named(() => import('../../components/home/StatsSection'), 'StatsSection');
const HowItWorks = named(() => import('../../components/home/HowItWorks'), 'HowItWorks');
const WhyChooseUs = named(() => import('../../components/home/WhyChooseUs'), 'WhyChooseUs');
const DivisionCards = named(() => import('../../components/home/DivisionCards'), 'DivisionCards');
const FeaturedCategories = named(() => import('../../components/home/FeaturedCategories'), 'FeaturedCategories');
const JobTabs = named(() => import('../../components/home/JobTabs'), 'JobTabs');
const CtaTrio = named(() => import('../../components/home/CtaTrio'), 'CtaTrio');
const TrustedPartners = named(() => import('../../components/home/TrustedPartners'), 'TrustedPartners');
const LatestPosts = named(() => import('../../components/home/LatestPosts'), 'LatestPosts');

export const Route = createFileRoute('/_site/')({
  head: siteHead((site) => ({
    title: 'Staffing, Warehousing & Transportation in Ontario',
    description: `${site.company.name} connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today.`,
    keywords:
      'Ontario staffing agency, jobs in Ontario, temporary staffing, recruitment agency Mississauga, warehouse jobs, warehouse services, 3PL Ontario, freight shipping, FTL, LTL, transportation services',
    canonicalPath: '/',
    jsonLd: organizationJsonLd(site),
  })),
  // Start every read the page makes at once; the sections render from the same query options.
  // The server's page carries them: the sections below the fold render after the first paint from
  // the same query options, and ask nothing again.
  loader: ({ context: { queryClient, trpc } }) =>
    whileServerWaits(
      queryClient.prefetchQuery(trpc.stats.get.queryOptions()),
      queryClient.prefetchQuery(trpc.job.featured.queryOptions(FEATURED_JOBS_INPUT)),
      queryClient.prefetchQuery(trpc.blog.list.queryOptions(LATEST_POSTS_INPUT)),
    ),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <HomeHero />
      <JobSearchHero />
      <Deferred>
        <StatsSection />
      </Deferred>
      <Deferred>
        <HowItWorks />
      </Deferred>
      <Deferred>
        <WhyChooseUs />
      </Deferred>
      <Deferred>
        <DivisionCards />
      </Deferred>
      <Deferred>
        <FeaturedCategories />
      </Deferred>
      <Deferred>
        <JobTabs />
      </Deferred>
      <Deferred>
        <CtaTrio />
      </Deferred>
      <Deferred>
        <TrustedPartners />
      </Deferred>
      <Deferred>
        <LatestPosts />
      </Deferred>
    </>
  );
}
