import { whileServerWaits } from '../../lib/ssr';
import { createFileRoute } from '@tanstack/react-router';
import { Deferred } from '../../components/Deferred/Deferred';
import { HomeHero } from '../../components/home/HomeHero';
import { JobSearchHero } from '../../components/home/JobSearchHero';
import { LATEST_POSTS_INPUT } from '../../components/home/queries';
import { FEATURED_JOBS_INPUT } from '../../lib/jobs';
import { lazyNamed as named } from '../../lib/lazy-named';
import { organizationJsonLd, siteHead } from '../../lib/seo';
import { m } from '../../lib/i18n';

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
    title: m.home_head_title(),
    description: m.home_head_description({ company: site.company.name }),
    keywords: m.home_head_keywords(),
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
