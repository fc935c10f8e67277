import { Box, Button, Container, Grid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment, useId, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { isClosedJob } from '@app/shared/job-posting';
import { currentLocale, localHref, m } from '../../lib/i18n';
import { jobText } from '../../lib/job-text';
import { categoryLabel, jobTypeLabel } from '../SiteLayout/nav';
import type { JobDto } from '@app/shared/schemas/dtos';
import { ShownDate } from '../../lib/use-shown-date';
import { formatJobDate } from '../../lib/format';
import { jobTypeColor } from '../../lib/jobs';
import { parseTextBlocks } from '../../lib/text-blocks';
import { ShareButtons } from '../ShareButtons/ShareButtons';
import { Deferred } from '../Deferred/Deferred';
import { lazyNamed } from '../../lib/lazy-named';
import { jobMetaDescription } from './job-posting';
import { jobPath } from '@app/shared/job-url';
import { JobFact, JobPostingFacts, type JobPageIcon } from './JobPostingFacts';
import classes from './JobDetail.module.css';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';

// The apply form (its validation schemas included) is built after the job itself is on screen.
const JobApplicationForm = lazyNamed(() => import('./JobApplicationForm'), 'JobApplicationForm');
const SimilarJobs = lazyNamed(() => import('./SimilarJobs'), 'SimilarJobs');

/** A job text (description, requirements) as paragraphs and lists, the way it was typed (never HTML). */
function JobText({ title, text, lang }: { title: string; text: string; lang?: string }) {
  const blocks = useMemo(() => parseTextBlocks(text), [text]);
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      <div className={classes.text} lang={lang}>
        {blocks.map((block, index) => {
          if (block.kind === 'list') {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </List>
            );
          }
          return (
            <p key={index}>
              {block.kind === 'paragraph'
                ? block.lines.map((line, i) => (
                    <Fragment key={i}>
                      {i > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))
                : block.text}
            </p>
          );
        })}
      </div>
    </section>
  );
}

/** A notice above the job (closed, in English only, an admin preview), read out as an alert like Mantine's. */
function Notice({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: 'gray' | 'amber' | 'blue';
  icon: JobPageIcon;
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <div
      role="alert"
      className={`${classes.alert} ${classes.icon}`}
      data-tone={tone}
      data-icon={icon}
      data-testid={testId}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={bodyId}
    >
      <div className={classes.alertBody}>
        {title ? (
          <div id={titleId} className={classes.alertTitle}>
            {title}
          </div>
        ) : null}
        <div id={bodyId}>{children}</div>
      </div>
    </div>
  );
}

/** Text with its icon before it, in the heading band. */
function MetaItem({ icon, children, testId }: { icon: JobPageIcon; children: ReactNode; testId?: string }) {
  return (
    <span className={`${classes.metaItem} ${classes.icon}`} data-icon={icon} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * The job page: heading band, facts, description, requirements, contact and the application form.
 * Plain elements styled by JobDetail.module.css (see there why not Mantine components); the apply
 * form is Mantine's.
 */
export function JobDetail({ job, distance }: { job: JobDto; distance?: string }) {
  // The dates turn into the visitor's own calendar once hydrated: only their own elements render
  // again then. A hook here would render this whole page again at once, and the deferred parts
  // (the apply form) would be dropped and drawn afresh while their code still loads.
  const posted = formatJobDate(job.postedAt) !== null;
  const closedOn = formatJobDate(job.expiresAt) !== null;
  // A closed job (expired or filled) keeps its page, saying so, without the apply form.
  const closed = isClosedJob(job);
  const published = job.status === 'approved' && !closed;
  // On a French page: the French texts, or the English ones marked as such with a short notice.
  const text = jobText(job, currentLocale());
  return (
    <>
      <section className={classes.band}>
        <div className={classes.container}>
          <Link to="/jobs" className={`${classes.back} ${classes.icon} mantine-focus-auto`} data-icon="arrow-left">
            {m.job_back_to_jobs()}
          </Link>
          <div className={classes.badges}>
            <span className={classes.badge} style={{ '--badge-bg': `var(--mantine-color-${jobTypeColor(job.type)}-9)` } as CSSVars} data-testid="job-type">
              {jobTypeLabel(job.type)}
            </span>
            <span className={classes.badge} style={CATEGORY_BADGE}>
              {categoryLabel(job.category)}
            </span>
            {job.isNew ? (
              <span className={classes.badge} style={NEW_BADGE}>
                {m.jobs_new_badge()}
              </span>
            ) : null}
          </div>
          <h1 className={classes.title} lang={text.lang}>
            {text.title}
          </h1>
          <div className={classes.meta}>
            <MetaItem icon="building">{job.company}</MetaItem>
            <MetaItem icon="map-pin">{job.location}</MetaItem>
            {/* Reached from a search near a place: 'about 12 km from Mississauga'. */}
            {distance ? (
              <MetaItem icon="route" testId="job-distance">
                {distance}
              </MetaItem>
            ) : null}
            {posted ? (
              <MetaItem icon="calendar">
                {m.job_posted_prefix()} <ShownDate value={job.postedAt} />
              </MetaItem>
            ) : null}
          </div>
          {published ? (
            <a
              href="#apply"
              className={`${PLAIN_BUTTON} ${classes.applyButton} ${classes.icon} mantine-hidden-from-md`}
              data-variant="amber"
              data-icon="send"
              onClick={toApplyForm}
            >
              {m.job_apply_for_this_job()}
            </a>
          ) : null}
        </div>
      </section>

      <div className={classes.body}>
        <div className={classes.container}>
          {closed ? (
            <Notice tone="gray" icon="calendar-off" title={m.job_closed_title()} testId="job-closed">
              {job.filledAt ? (
                m.job_filled()
              ) : closedOn ? (
                <>
                  {m.job_closed_on_prefix()} <ShownDate value={job.expiresAt} />.
                </>
              ) : (
                m.job_closed()
              )}{' '}
              {m.job_closed_hint()}
            </Notice>
          ) : !published ? (
            <Notice tone="amber" icon="eye-off" title="Admin preview">
              This job is {job.status === 'pending' ? 'pending approval' : job.status} and is not visible to visitors. Applications open once it is approved.
            </Notice>
          ) : null}
          {text.englishOnly ? (
            <Notice tone="blue" icon="language" testId="job-in-english">
              {m.job_in_english_notice()}
            </Notice>
          ) : null}
          <div className={classes.columns}>
            <article className={classes.card} aria-label={m.job_details()}>
              <div className={classes.facts}>
                <JobFact icon="building" label={m.job_company()}>
                  <p className={classes.factValue}>{job.company}</p>
                </JobFact>
                <JobFact icon="map-pin" label={m.jobs_location()}>
                  <p className={classes.factValue}>{job.location}</p>
                </JobFact>
                <JobFact icon="briefcase" label={m.jobs_job_type_label()}>
                  <p className={classes.factValue}>{jobTypeLabel(job.type)}</p>
                </JobFact>
                <JobFact icon="category" label={m.jobs_category()}>
                  <p className={classes.factValue}>{categoryLabel(job.category)}</p>
                </JobFact>
                <JobPostingFacts job={job} />
                <JobFact icon="calendar" label={m.job_posted_label()}>
                  <p className={classes.factValue}>{posted ? <ShownDate value={job.postedAt} /> : m.job_recently()}</p>
                </JobFact>
              </div>
              <hr className={classes.divider} />
              <JobText title={m.job_description_heading()} text={text.description} lang={text.lang} />
              {text.requirements ? <JobText title={m.job_requirements_heading()} text={text.requirements} lang={text.lang} /> : null}
              {job.requiresEnglish && job.englishReason ? (
                <p className={classes.plain} data-testid="job-english-reason">
                  <strong>{m.job_english_required()}</strong> {job.englishReason}
                </p>
              ) : null}
              {job.contactEmail || job.contactPhone ? (
                <>
                  <hr className={classes.divider} />
                  <div className={classes.contact}>
                    <h2 className={classes.heading}>{m.nav_contact()}</h2>
                    <div className={classes.links}>
                      {job.contactEmail ? (
                        <a href={`mailto:${job.contactEmail}`} className={`${classes.link} ${classes.icon} mantine-focus-auto`} data-icon="mail">
                          {job.contactEmail}
                        </a>
                      ) : null}
                      {job.contactPhone ? (
                        <a
                          href={`tel:${job.contactPhone.replace(/[^\d+]/g, '')}`}
                          className={`${classes.link} ${classes.icon} mantine-focus-auto`}
                          data-icon="phone"
                        >
                          {job.contactPhone}
                        </a>
                      ) : null}
                    </div>
                  </div>
                </>
              ) : null}
              {published ? (
                <>
                  <hr className={classes.divider} />
                  <ShareButtons path={localHref(jobPath(job.id))} title={text.title} summary={jobMetaDescription(job)} thing="job" />
                </>
              ) : null}
            </article>
            <div className={classes.aside} id="apply">
              {published ? (
                <Deferred>
                  <JobApplicationForm jobId={job.id} jobTitle={text.title} />
                </Deferred>
              ) : closed ? (
                <Deferred>
                  <SimilarJobs job={job} />
                </Deferred>
              ) : (
                <div className={classes.notice}>
                  <p>{m.job_form_after_approval()}</p>
                </div>
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

type CSSVars = CSSProperties & Record<`--${string}`, string>;
const CATEGORY_BADGE = { '--badge-bg': 'var(--mantine-color-gray-0)', '--badge-color': 'var(--mantine-color-navy-9)' } as CSSVars;
const NEW_BADGE = { '--badge-bg': 'var(--mantine-color-red-9)' } as CSSVars;

/**
 * 'Apply for this Job' (phones): the form's place comes into view and its first field takes the
 * focus, so typing starts there. Following the link alone would leave the focus on the page's body
 * (the browser moves it off a target that cannot be focused). When the form is not ready yet (its
 * code still loading, or its fields waiting for their hydration) its place comes into view at once
 * and the first field takes the focus as soon as it can, unless the visitor has moved on meanwhile.
 */
const APPLY_FIELD = 'form :is(input, textarea, select):not([type="hidden"], [tabindex="-1"], :disabled)';
const APPLY_FOCUS_WAIT_MS = 10_000;

function toApplyForm(event: MouseEvent<HTMLAnchorElement>) {
  const place = document.getElementById('apply');
  if (!place) return;
  event.preventDefault();
  place.scrollIntoView({ block: 'start' });
  const field = place.querySelector<HTMLElement>(APPLY_FIELD);
  if (field) {
    field.focus({ preventScroll: true });
    return;
  }
  const focusedBefore = document.activeElement;
  const observer = new MutationObserver(() => {
    const ready = place.querySelector<HTMLElement>(APPLY_FIELD);
    if (!ready) return;
    stop();
    // The visitor went elsewhere (tabbed, clicked a field) while the form loaded: leave the focus alone.
    if (document.activeElement !== focusedBefore && document.activeElement !== document.body) return;
    place.scrollIntoView({ block: 'start' });
    ready.focus({ preventScroll: true });
  });
  const timer = window.setTimeout(() => stop(), APPLY_FOCUS_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(place, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}

/** Section 4: unknown, malformed, unpublished or deleted job (the server answers the page 404, or 410 when deleted). */
export function JobNotFound() {
  return (
    <Container size="sm" py={{ base: 72, md: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={80} radius={40} variant="light" color="brand" aria-hidden>
          <IconSearch size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} c="navy.9" fz={{ base: 28, md: 36 }}>
          {m.job_not_found_title()}
        </Title>
        <Text c="gray.7" maw={480}>
          {m.job_not_found_description()}
        </Text>
        <Button component={Link} to="/jobs" mt="sm" leftSection={<IconBriefcase size={18} aria-hidden />}>
          {m.job_browse_all()}
        </Button>
      </Stack>
    </Container>
  );
}

export function JobDetailSkeleton() {
  return (
    <Box aria-busy="true" aria-label={m.job_loading()}>
      <Box bg="navy.9" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Skeleton h={14} w={110} opacity={0.3} />
          <Skeleton h={24} w={180} mt="lg" opacity={0.3} />
          <Skeleton h={40} w="60%" mt="md" opacity={0.3} />
          <Skeleton h={16} w="40%" mt="md" opacity={0.3} />
        </Container>
      </Box>
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Skeleton h={420} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Skeleton h={520} radius="lg" />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
