import { currentLocale, m } from '../../lib/i18n';
import { jobTypeLabel } from '../SiteLayout/nav';
import { jobText } from '../../lib/job-text';
import { Link } from '@tanstack/react-router';
import { jobPay } from '@app/shared/pay';
import type { JobDto } from '@app/shared/schemas/dtos';
import { formatJobDate } from '../../lib/format';
import { jobTypeColor } from '../../lib/jobs';
import classes from './JobCard.module.css';

/**
 * A job in a list: colour-coded type label, NEW badge when flagged new, how far it is from the
 * searched place (`distance`, when the search has one), and Apply Now. Plain
 * elements styled by JobCard.module.css (see there why not Mantine components); the icons are
 * drawn by the stylesheet too (data-icon).
 */
export function JobCard({
  job,
  headingLevel = 3,
  distance,
  near,
}: {
  job: JobDto;
  headingLevel?: 2 | 3 | 4;
  distance?: string;
  /** The place the list was searched near: the job's page says how far it is too. */
  near?: string;
}) {
  const posted = formatJobDate(job.postedAt);
  const locale = currentLocale();
  const { pay } = jobPay(job, locale);
  const text = jobText(job, locale);
  const Heading = `h${headingLevel}` as const;
  const link = { to: '/jobs/$jobId', params: { jobId: String(job.id) }, search: near ? { near } : {} } as const;
  return (
    <article className={classes.card} aria-label={text.title}>
      <div className={classes.top}>
        <Heading className={classes.title}>
          {/* The title is a link to the job too (for crawlers and pages read without JavaScript). */}
          <Link {...link} className="mantine-focus-auto" lang={text.lang}>
            {text.title}
          </Link>
        </Heading>
        <div className={classes.badges}>
          {job.isNew ? (
            <span className={classes.badge} data-color="new">
              {m.jobs_new_badge()}
            </span>
          ) : null}
          <span className={classes.badge} data-color={jobTypeColor(job.type)} data-testid="job-type">
            {jobTypeLabel(job.type)}
          </span>
        </div>
      </div>
      <div className={classes.facts}>
        <div className={classes.fact} data-icon="building">
          <span>{job.company}</span>
        </div>
        <div className={classes.fact} data-icon="map-pin">
          <span>{job.location}</span>
        </div>
        {distance ? (
          // A search near a place: 'about 12 km from Mississauga'.
          <div className={classes.fact} data-icon="route" data-testid="job-card-distance">
            <span>{distance}</span>
          </div>
        ) : null}
        {pay ? (
          <div className={classes.fact} data-icon="currency-dollar" data-testid="job-card-pay">
            <span>{pay}</span>
          </div>
        ) : null}
      </div>
      <div className={classes.body}>
        <p className={classes.description} lang={text.lang}>
          {text.description}
        </p>
      </div>
      <div className={classes.bottom}>
        <span className={classes.posted}>{posted ? m.jobs_posted_on({ date: posted }) : m.jobs_posted_recently()}</span>
        <Link {...link} className={`${classes.apply} mantine-focus-auto mantine-active`}>
          {m.jobs_apply_now()}
        </Link>
      </div>
    </article>
  );
}
