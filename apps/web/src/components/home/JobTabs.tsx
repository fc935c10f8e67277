import { Skeleton, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FEATURED_JOBS_INPUT, HOME_TABS, HOME_TAB_LIMIT, homeTabInput, type HomeTab } from '../../lib/jobs';
import { trpc } from '../../lib/trpc';
import { JobCard } from '../JobCard/JobCard';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { SectionHeading } from './SectionHeading';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';
import { m } from '../../lib/i18n';

/** The tabs' names in the page's language. */
const TAB_LABELS: Record<HomeTab, () => string> = {
  featured: m.home_jobs_tab_featured,
  'Full-Time': m.home_jobs_tab_full_time,
  'Part-time': m.home_jobs_tab_part_time,
  remote: m.home_jobs_tab_remote,
};

const isHomeTab = (value: string | null): value is HomeTab => HOME_TABS.some((t) => t.value === value);

/**
 * Featured (default), Full-Time, Part-time and Remote tabs of at most six jobs. Each tab asks the
 * server for just the six jobs it shows, when it is first opened.
 */
export function JobTabs() {
  const [tab, setTab] = useState<HomeTab>('featured');
  const featured = useQuery({ ...trpc.job.featured.queryOptions(FEATURED_JOBS_INPUT), enabled: tab === 'featured' });
  const listed = useQuery({ ...trpc.job.list.queryOptions(homeTabInput(tab === 'featured' ? 'Full-Time' : tab)), enabled: tab !== 'featured' });
  const source = tab === 'featured' ? featured : listed;
  const jobs = source.data?.items ?? [];

  return (
    <section className={classes.section} aria-labelledby="home-jobs-heading">
      <div className={classes.container}>
        <SectionHeading id="home-jobs-heading" eyebrow={m.home_jobs_eyebrow()} title={m.home_jobs_title()} description={m.home_jobs_description()} />
        <Tabs value={tab} onChange={(value) => isHomeTab(value) && setTab(value)} variant="pills" radius="xl" keepMounted={false}>
          <Tabs.List justify="center" mb="xl" aria-label={m.home_jobs_tabs_label()} style={{ flexWrap: 'wrap', rowGap: 8 }}>
            {HOME_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} fw={600} className={classes.tab}>
                {TAB_LABELS[t.value]()}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {HOME_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              {source.isPending ? (
                <div className={`${classes.grid} ${classes.jobGrid}`} aria-busy="true" aria-label={m.home_jobs_loading()}>
                  {Array.from({ length: HOME_TAB_LIMIT }, (_, i) => (
                    <Skeleton key={i} height={250} radius="lg" />
                  ))}
                </div>
              ) : source.isError ? (
                <p className={`${classes.text} ${classes.jobsError}`}>{m.home_jobs_error()}</p>
              ) : jobs.length === 0 ? (
                <div className={`${classes.card} ${classes.jobsEmpty}`}>
                  <span className={`${icon} ${classes.jobsEmptyIcon} ${classes.iconBriefcaseOff}`} aria-hidden />
                  <p className={`${classes.text} ${classes.jobsEmptyTitle}`}>{m.home_jobs_empty_title()}</p>
                  <p className={`${classes.small} ${classes.muted}`}>{m.home_jobs_empty_text()}</p>
                </div>
              ) : (
                <div className={`${classes.grid} ${classes.jobGrid}`} data-testid="home-jobs">
                  {jobs.map((job) => (
                    <JobCard key={job.id} job={job} />
                  ))}
                </div>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
        <div className={classes.more}>
          <Link to="/jobs" className={PLAIN_BUTTON} data-variant="outline" data-size="md" data-arrow>
            {m.home_jobs_load_more()}
          </Link>
        </div>
      </div>
    </section>
  );
}
