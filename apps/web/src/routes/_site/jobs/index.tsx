import { Alert, Box, Collapse, Container, Grid, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWand } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useRef, useState } from 'react';
import type { JobSort } from '@app/shared/constants';
import { distanceLabel, placeLabel, type PlaceName } from '@app/shared/location';
import type { FacetValue } from '@app/shared/schemas/dtos';
import { BackgroundVideo } from '../../../components/BackgroundVideo/BackgroundVideo';
import { JobCard } from '../../../components/JobCard/JobCard';
import { Deferred } from '../../../components/Deferred/Deferred';
import { ListPagination, pageRangeText } from '../../../components/ListPagination/ListPagination';
import { PageHero } from '../../../components/PageHero/PageHero';
import { JobFacets } from '../../../components/jobs/JobFacets';
import { JobFiltersBar } from '../../../components/jobs/JobFiltersBar';
import { JobListSkeleton, JobsLoadError, NoJobsFound, UnknownPlace } from '../../../components/jobs/JobListStates';
import { GetForm, instead } from '../../../components/forms/GetForm';
import { PLAIN_BUTTON } from '../../../components/PlainButton/PlainButton';
import { PlainNativeSelect } from '../../../components/PlainFields/PlainFields';
import {
  JOB_SEARCH_FORM_ID,
  hasActiveFilters,
  jobListInput,
  nearValueOf,
  placeSuggestions,
  resultsLabel,
  sameSearch,
  sortOptions,
  unknownPlaceOf,
  validateJobSearch,
  withBarFilters,
  withFilters,
  type JobSearch,
} from '../../../components/jobs/job-filters';
import classes from '../../../components/jobs/jobs.module.css';
import { homeBreadcrumbJsonLd, siteHead } from '../../../lib/seo';
import { lazyNamed } from '../../../lib/lazy-named';
import { trpc } from '../../../lib/trpc';
import { whileServerWaits } from '../../../lib/ssr';
import { useCompany } from '../../../lib/company';
import { currentLanguageTag, currentLocale, m } from '../../../lib/i18n';

/** Loaded at the first click: most visitors never open it. */
const JobAlertDialog = lazyNamed(() => import('../../../components/jobs/JobAlertDialog'), 'JobAlertDialog');

export const Route = createFileRoute('/_site/jobs/')({
  validateSearch: validateJobSearch,
  loaderDeps: ({ search }) => search,
  // The server's page carries the list; in the browser the page appears at once with its skeleton
  // cards and reads the list itself (see whileServerWaits).
  loader: ({ context, deps }) => whileServerWaits(context.queryClient.prefetchQuery(context.trpc.job.list.queryOptions(jobListInput(deps)))),
  head: siteHead((site) => ({
    title: m.jobs_head_title(),
    description: m.jobs_head_description(),
    keywords: m.jobs_head_keywords(),
    canonicalPath: '/jobs',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: m.jobs_head_title(),
        description: m.jobs_head_description(),
        inLanguage: currentLanguageTag(),
      },
      homeBreadcrumbJsonLd(site, m.jobs_breadcrumb(), '/jobs'),
    ],
  })),
  component: JobsPage,
});

function JobsPage() {
  const company = useCompany();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const resultsTop = useRef<HTMLDivElement>(null);
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(false);
  const [alertOpen, { open: openAlert, close: closeAlert }] = useDisclosure(false);
  const [alertWanted, setAlertWanted] = useState(false);
  if (alertOpen && !alertWanted) setAlertWanted(true);
  const alertButton = (
    <button type="button" className={`${PLAIN_BUTTON} ${classes.withIcon}`} data-variant="light" data-icon="bell" onClick={openAlert}>
      {m.jobs_email_me()}
    </button>
  );
  // While the next page or filter loads, the current results stay (dimmed) instead of flashing. A
  // search the server answered with an error (a place it does not know) is not asked again as the
  // page mounts: the server's page shows that answer, and so does the hydrated one.
  const jobs = useQuery({ ...trpc.job.list.queryOptions(jobListInput(search)), placeholderData: keepPreviousData, retryOnMount: false });

  // Every change of filters, sort or page is a history entry, so Back steps through them (typing
  // that goes on after a pause stays in its entry: see JobFiltersBar).
  const setSearch = (next: JobSearch, options?: { replace?: boolean }) => {
    if (sameSearch(next, search)) return;
    void navigate({ search: next, resetScroll: false, replace: options?.replace === true });
  };
  const clearFilters = () => setSearch({});
  const goToPage = (page: number) => {
    setSearch({ ...search, page: page > 1 ? page : undefined });
    resultsTop.current?.scrollIntoView({ behavior: 'instant', block: 'start' });
  };
  const filtered = hasActiveFilters(search);
  // A new page of results renders in the background, in slices, so the page keeps answering input
  // while twenty cards and the facets are built (the previous results stay until then).
  const data = useDeferredValue(jobs.data);
  // Busy until the shown results are the latest answer (fetching, or its render still underway).
  const busy = jobs.isFetching || data !== jobs.data;
  const sort: JobSort = search.sort ?? 'relevance';
  // A place that found nothing: where the same search does find jobs.
  const suggestionsFor = (places: FacetValue[] | undefined) =>
    search.location && places
      ? {
          ...placeSuggestions(places, search.location),
          hrefOf: (place: string) => router.buildLocation({ to: '/jobs', search: withFilters(search, { location: place }) }).href,
          onChoose: (place: string) => setSearch(withFilters(search, { location: place })),
        }
      : undefined;
  // A place to be near that the gazetteer does not know: the API's message and its suggestions.
  const unknownPlace = jobs.isError ? unknownPlaceOf(jobs.error) : undefined;
  const nearSearch = (place: PlaceName) => withFilters(search, { near: nearValueOf(place) });

  return (
    <>
      <PageHero
        eyebrow={m.jobs_hero_eyebrow({ company: company.shortName })}
        title={m.jobs_hero_title()}
        subtitle={m.jobs_hero_subtitle()}
        background={<BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.62} />}
      />
      <Box bg="gray.0" pb={{ base: 56, md: 88 }}>
        <Container size="lg" pos="relative" style={{ zIndex: 2 }} mt={{ base: -32, md: -44 }}>
          <JobFiltersBar value={search} onChange={(next, options) => setSearch(withBarFilters(search, next), options)} />
        </Container>
        <Container size="lg" mt={{ base: 'xl', md: 40 }}>
          <div ref={resultsTop} style={{ scrollMarginTop: 88 }} />
          {data && !(data.total === 0 && !jobs.isPlaceholderData) ? (
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
                <button
                  type="button"
                  className={`${PLAIN_BUTTON} ${classes.withIcon} ${classes.refineToggle} mantine-hidden-from-md`}
                  data-variant="default"
                  data-block
                  data-icon="adjustments"
                  data-open={filtersOpen || undefined}
                  onClick={toggleFilters}
                  aria-expanded={filtersOpen}
                >
                  {filtersOpen ? m.jobs_hide_filters() : m.jobs_refine_results()}
                </button>
                <Box hiddenFrom="md">
                  <Collapse expanded={filtersOpen}>
                    {/* Built when opened: narrow screens show the panel only on request. */}
                    {filtersOpen ? <JobFacets facets={data.facets} search={search} onChange={setSearch} /> : null}
                  </Collapse>
                </Box>
                <Box visibleFrom="md" className={classes.refineWide}>
                  <Deferred>
                    <JobFacets facets={data.facets} search={search} onChange={setSearch} />
                  </Deferred>
                </Box>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
                <section aria-label={m.jobs_listings()} className={classes.results} data-fetching={busy || undefined} aria-busy={busy}>
                  <div className={classes.resultsHead}>
                    <div>
                      <p className={classes.resultsCount} role="status" data-testid="jobs-count">
                        {resultsLabel(data.total)}
                      </p>
                      <p className={classes.resultsNote}>{pageRangeText(data)}</p>
                      {data.near ? (
                        <p className={classes.resultsNote} data-testid="jobs-near">
                          {m.jobs_within_of({ km: String(data.near.radius), place: placeLabel(data.near.name, data.near.province) })}
                          {search.remote ? m.jobs_and_remote() : ''}
                        </p>
                      ) : null}
                    </div>
                    <div className={classes.resultsActions}>
                      {alertButton}
                      {filtered ? (
                        <GetForm action="/jobs">
                          <button
                            type="submit"
                            className={`${PLAIN_BUTTON} ${classes.withIcon}`}
                            data-variant="subtle"
                            data-size="compact"
                            data-icon="reset"
                            onClick={instead(clearFilters)}
                          >
                            {m.jobs_reset_filters()}
                          </button>
                        </GetForm>
                      ) : null}
                      <PlainNativeSelect
                        label={m.jobs_sort_by()}
                        rootClassName={classes.sort}
                        form={JOB_SEARCH_FORM_ID}
                        name="sort"
                        data={sortOptions(search)}
                        value={sort}
                        onChange={(e) => {
                          const value = e.currentTarget.value as JobSort;
                          setSearch({ ...search, sort: value === 'relevance' ? undefined : value, page: undefined });
                        }}
                      />
                      {/* Without JavaScript the order applies with the filter bar's form. */}
                      <noscript>
                        <button type="submit" form={JOB_SEARCH_FORM_ID} className={PLAIN_BUTTON} data-variant="light">
                          {m.jobs_sort()}
                        </button>
                      </noscript>
                    </div>
                  </div>
                  {data.fuzzy && search.query ? (
                    <Alert variant="light" color="amber" icon={<IconWand size={18} aria-hidden />} data-testid="jobs-fuzzy">
                      {m.jobs_fuzzy({ query: search.query })}
                    </Alert>
                  ) : null}
                  <Deferred>
                    <div className={classes.cards}>
                      {data.items.map((job) => (
                        <JobCard
                          key={job.id}
                          job={job}
                          headingLevel={2}
                          distance={data.near && job.distanceKm != null ? distanceLabel(job.distanceKm, data.near.name, currentLocale()) : undefined}
                          near={data.near ? placeLabel(data.near.name, data.near.province) : undefined}
                        />
                      ))}
                    </div>
                  </Deferred>
                  <ListPagination
                    page={data}
                    label={m.jobs_pages()}
                    onChange={goToPage}
                    hrefOf={(page) => router.buildLocation({ to: '/jobs', search: { ...search, page: page > 1 ? page : undefined } }).href}
                  />
                </section>
              </Grid.Col>
            </Grid>
          ) : (
            <section aria-label={m.jobs_listings()}>
              {jobs.isPending || (jobs.data && !data) ? (
                <JobListSkeleton />
              ) : unknownPlace ? (
                <UnknownPlace
                  message={unknownPlace.message}
                  suggestions={unknownPlace.suggestions}
                  hrefOf={(place) => router.buildLocation({ to: '/jobs', search: nearSearch(place) }).href}
                  onChoose={(place) => setSearch(nearSearch(place))}
                  onClear={clearFilters}
                />
              ) : jobs.isError ? (
                <JobsLoadError onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
              ) : (
                <>
                  <NoJobsFound onClear={clearFilters} suggestions={suggestionsFor(data?.facets.location)} />
                  <Group justify="center" mt="lg">
                    {alertButton}
                  </Group>
                </>
              )}
            </section>
          )}
          {alertWanted ? (
            <Suspense fallback={null}>
              <JobAlertDialog opened={alertOpen} onClose={closeAlert} search={search} />
            </Suspense>
          ) : null}
        </Container>
      </Box>
    </>
  );
}
