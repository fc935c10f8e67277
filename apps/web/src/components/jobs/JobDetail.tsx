import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconCalendarOff,
  IconCategory,
  IconEyeOff,
  IconLanguage,
  IconMail,
  IconMapPin,
  IconRoute,
  IconPhone,
  IconSearch,
  IconSend,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Fragment, useId, useMemo, type MouseEvent, type ReactNode } from 'react';
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
import { JobPostingFacts } from './JobPostingFacts';

// The apply form (its validation schemas included) is built after the job itself is on screen.
const JobApplicationForm = lazyNamed(() => import('./JobApplicationForm'), 'JobApplicationForm');
const SimilarJobs = lazyNamed(() => import('./SimilarJobs'), 'SimilarJobs');

function BackToJobs() {
  return (
    <Anchor component={Link} to="/jobs" c="gray.2" fw={600} fz="sm" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
      <IconArrowLeft size={16} aria-hidden />
      {m.job_back_to_jobs()}
    </Anchor>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={38} radius="md" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="gray.7" tt="uppercase" fw={700} style={{ letterSpacing: 0.5 }}>
          {label}
        </Text>
        <Text fw={600} c="navy.9" style={{ overflowWrap: 'break-word' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** A job text (description, requirements) as paragraphs and lists, the way it was typed (never HTML). */
function JobText({ title, text, lang }: { title: string; text: string; lang?: string }) {
  const blocks = useMemo(() => parseTextBlocks(text), [text]);
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz={{ base: 20, md: 22 }} c="navy.9">
        {title}
      </Title>
      <Stack gap="sm" c="gray.8" lh={1.7} style={{ overflowWrap: 'break-word' }} lang={lang}>
        {blocks.map((block, index) =>
          block.kind === 'list' ? (
            <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing={6} withPadding c="gray.8" lh={1.6}>
              {block.items.map((item, i) => (
                <List.Item key={i}>{item}</List.Item>
              ))}
            </List>
          ) : (
            <Text key={index} lh={1.7}>
              {block.kind === 'paragraph'
                ? block.lines.map((line, i) => (
                    <Fragment key={i}>
                      {i > 0 ? <br /> : null}
                      {line}
                    </Fragment>
                  ))
                : block.text}
            </Text>
          ),
        )}
      </Stack>
    </Stack>
  );
}

/** The job page: heading band, facts, description, requirements, contact and the application form. */
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
      <Box component="section" c="white" py={{ base: 40, md: 64 }} style={{ background: 'linear-gradient(120deg, #0B2545 0%, #123a6b 70%, #1D4ED8 130%)' }}>
        <Container size="lg">
          <BackToJobs />
          <Group gap="xs" mt="lg">
            <Badge color={`${jobTypeColor(job.type)}.9`} variant="filled" size="lg" data-testid="job-type">
              {jobTypeLabel(job.type)}
            </Badge>
            <Badge color="gray.0" c="navy.9" variant="filled" size="lg">
              {categoryLabel(job.category)}
            </Badge>
            {job.isNew ? (
              <Badge color="red.9" variant="filled" size="lg">
                {m.jobs_new_badge()}
              </Badge>
            ) : null}
          </Group>
          <Title order={1} fz={{ base: 30, md: 44 }} lh={1.15} mt="md" lang={text.lang}>
            {text.title}
          </Title>
          <Group gap="lg" mt="md" c="gray.2">
            <Group gap={6} wrap="nowrap">
              <IconBuilding size={18} aria-hidden />
              <Text>{job.company}</Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text>{job.location}</Text>
            </Group>
            {distance ? (
              // Reached from a search near a place: 'about 12 km from Mississauga'.
              <Group gap={6} wrap="nowrap" data-testid="job-distance">
                <IconRoute size={18} aria-hidden />
                <Text>{distance}</Text>
              </Group>
            ) : null}
            {posted ? (
              <Group gap={6} wrap="nowrap">
                <IconCalendar size={18} aria-hidden />
                <Text>
                  {m.job_posted_prefix()} <ShownDate value={job.postedAt} />
                </Text>
              </Group>
            ) : null}
          </Group>
          {published ? (
            <Button
              component="a"
              href="#apply"
              mt="lg"
              color="amber"
              c="navy.9"
              hiddenFrom="md"
              leftSection={<IconSend size={18} aria-hidden />}
              onClick={toApplyForm}
            >
              {m.job_apply_for_this_job()}
            </Button>
          ) : null}
        </Container>
      </Box>

      <Box bg="gray.0" py={{ base: 32, md: 56 }}>
        <Container size="lg">
          {closed ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconCalendarOff size={20} aria-hidden />}
              title={m.job_closed_title()}
              mb="lg"
              radius="md"
              data-testid="job-closed"
            >
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
            </Alert>
          ) : !published ? (
            <Alert color="amber" variant="light" icon={<IconEyeOff size={20} aria-hidden />} title="Admin preview" mb="lg" radius="md">
              This job is {job.status === 'pending' ? 'pending approval' : job.status} and is not visible to visitors. Applications open once it is approved.
            </Alert>
          ) : null}
          {text.englishOnly ? (
            <Alert color="blue" variant="light" icon={<IconLanguage size={20} aria-hidden />} mb="lg" radius="md" data-testid="job-in-english">
              {m.job_in_english_notice()}
            </Alert>
          ) : null}
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <Card withBorder radius="lg" padding="xl" shadow="xs" component="article" aria-label={m.job_details()}>
                <Stack gap="xl">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing={{ base: 'md', xs: 'lg' }}>
                    <Fact icon={<IconBuilding size={20} />} label={m.job_company()}>
                      {job.company}
                    </Fact>
                    <Fact icon={<IconMapPin size={20} />} label={m.jobs_location()}>
                      {job.location}
                    </Fact>
                    <Fact icon={<IconBriefcase size={20} />} label={m.jobs_job_type_label()}>
                      {jobTypeLabel(job.type)}
                    </Fact>
                    <Fact icon={<IconCategory size={20} />} label={m.jobs_category()}>
                      {categoryLabel(job.category)}
                    </Fact>
                    <JobPostingFacts job={job} />
                    <Fact icon={<IconCalendar size={20} />} label={m.job_posted_label()}>
                      {posted ? <ShownDate value={job.postedAt} /> : m.job_recently()}
                    </Fact>
                  </SimpleGrid>
                  <Divider />
                  <JobText title={m.job_description_heading()} text={text.description} lang={text.lang} />
                  {text.requirements ? <JobText title={m.job_requirements_heading()} text={text.requirements} lang={text.lang} /> : null}
                  {job.requiresEnglish && job.englishReason ? (
                    <Text c="gray.8" data-testid="job-english-reason">
                      <strong>{m.job_english_required()}</strong> {job.englishReason}
                    </Text>
                  ) : null}
                  {job.contactEmail || job.contactPhone ? (
                    <>
                      <Divider />
                      <Stack gap="sm">
                        <Title order={2} fz={{ base: 20, md: 22 }} c="navy.9">
                          {m.nav_contact()}
                        </Title>
                        <Group gap="xl">
                          {job.contactEmail ? (
                            <Anchor href={`mailto:${job.contactEmail}`} display="inline-flex" style={{ alignItems: 'center', gap: 8 }}>
                              <IconMail size={18} aria-hidden />
                              {job.contactEmail}
                            </Anchor>
                          ) : null}
                          {job.contactPhone ? (
                            <Anchor href={`tel:${job.contactPhone.replace(/[^\d+]/g, '')}`} display="inline-flex" style={{ alignItems: 'center', gap: 8 }}>
                              <IconPhone size={18} aria-hidden />
                              {job.contactPhone}
                            </Anchor>
                          ) : null}
                        </Group>
                      </Stack>
                    </>
                  ) : null}
                  {published ? (
                    <>
                      <Divider />
                      <ShareButtons path={localHref(jobPath(job.id))} title={text.title} summary={jobMetaDescription(job)} thing="job" />
                    </>
                  ) : null}
                </Stack>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Box pos={{ base: 'static', md: 'sticky' }} top={88} id="apply" style={{ scrollMarginTop: 88 }}>
                {published ? (
                  <Deferred>
                    <JobApplicationForm jobId={job.id} jobTitle={text.title} />
                  </Deferred>
                ) : closed ? (
                  <Deferred>
                    <SimilarJobs job={job} />
                  </Deferred>
                ) : (
                  <Card withBorder radius="lg" padding="xl">
                    <Text c="gray.7">{m.job_form_after_approval()}</Text>
                  </Card>
                )}
              </Box>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>
    </>
  );
}

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
