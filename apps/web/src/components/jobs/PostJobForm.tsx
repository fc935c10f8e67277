import { Alert, Anchor, Button, Grid, List, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconBriefcase, IconEye, IconHome, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { PUBLIC_JOB_CATEGORIES } from '@app/shared/constants';
import { JOB_TYPES } from '@app/shared/job-types';
import type { JobDto } from '@app/shared/schemas/dtos';
import { ZJobSubmitInput } from '@app/shared/schemas/inputs';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { notify } from '../../lib/notify';
import { localizedError, localizedErrors } from '../../lib/form-errors';
import { categoryLabel } from '../SiteLayout/nav';
import { POST_JOB_ERRORS } from './post-job-texts';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { invalidateJobQueries } from '../admin/jobs/invalidate';
import { PAY_POSTING_INITIAL, PayPostingFields } from './PayPostingFields';
import { FRENCH_LABELS, JOB_LANGUAGE_INITIAL, JobFrenchFields } from './JobFrenchFields';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { FormCard, PhoneInput, SubmitRow, SuccessPanel } from '../forms/FormParts';

export const POST_JOB_INITIAL = {
  title: '',
  company: '',
  type: '',
  category: '',
  location: '',
  description: '',
  requirements: '',
  ...JOB_LANGUAGE_INITIAL,
  ...PAY_POSTING_INITIAL,
  salary: '',
  contactEmail: '',
  contactPhone: '',
};
export type PostJobValues = typeof POST_JOB_INITIAL;

/** The fields in the order the form shows them (the first one in error takes the focus), with their labels (in the page's language). */
export const POST_JOB_FIELDS: [field: keyof PostJobValues, label: () => string][] = [
  ['title', m.post_job_field_title],
  ['company', m.post_job_field_company],
  ['type', m.post_job_field_type],
  ['category', m.post_job_field_category],
  ['location', m.post_job_field_location],
  ['description', m.post_job_field_description],
  ['requirements', m.post_job_field_requirements],
  ['titleFr', () => FRENCH_LABELS.titleFr],
  ['descriptionFr', () => FRENCH_LABELS.descriptionFr],
  ['requirementsFr', () => FRENCH_LABELS.requirementsFr],
  ['requiresEnglish', m.job_requires_english],
  ['englishReason', m.job_english_reason],
  ['payMin', m.pay_minimum],
  ['payMax', m.pay_maximum],
  ['payPeriod', m.pay_period],
  ['currency', m.pay_currency],
  ['salary', m.post_job_field_pay_notes],
  ['existingVacancy', m.post_job_field_existing_vacancy],
  ['aiScreening', m.post_job_field_ai_screening],
  ['employerUnder25', m.post_job_field_under_25],
  ['contactEmail', m.post_job_field_contact_email],
  ['contactPhone', m.post_job_field_contact_phone],
];

/** 'Maximum pay: Ontario pay ranges may be…' for each field in error, in form order. */
export function blockingErrors(errors: Partial<Record<string, unknown>>): string[] {
  return POST_JOB_FIELDS.filter(([field]) => errors[field]).map(([field, label]) =>
    m.post_job_blocking_line({ label: label(), message: String(errors[field]) }),
  );
}

/** The job types' names in the page's language (the stored value stays the English one). */
const TYPE_LABELS: Record<(typeof JOB_TYPES)[number], () => string> = {
  'Full-Time': m.home_jobs_tab_full_time,
  'Part-time': m.home_jobs_tab_part_time,
  Contract: m.post_job_type_contract,
  Remote: m.home_jobs_tab_remote,
};
const typeOptions = () => [{ value: '', label: m.post_job_select_type() }, ...JOB_TYPES.map((v) => ({ value: v, label: TYPE_LABELS[v]() }))];
const categoryOptions = () => [
  { value: '', label: m.post_job_select_category() },
  ...PUBLIC_JOB_CATEGORIES.map((v) => ({ value: v, label: categoryLabel(v) })),
];

export const SUBMIT_FALLBACK = 'Please check your information and try again.';

const resolve = schemaResolver(ZJobSubmitInput, { sync: true });

/** The success toast (section 8); with job auto-approval on, the job is live at once and the toast says so. */
export function submittedToast(job: Pick<JobDto, 'status'>): [title: string, message: string] {
  return job.status === 'approved' ? [m.post_job_published_title(), m.post_job_published_text()] : [m.post_job_submitted_title(), m.post_job_submitted_text()];
}

/** True when the request never got an answer (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    if (error.data || error.shape) return false;
    return error.cause instanceof TypeError || /failed to fetch|networkerror|load failed|network request failed/i.test(error.message);
  }
  return error instanceof TypeError;
}

/** The message a failed submission shows: the server's when it sent one, else the fallback. */
export function serverMessage(error: unknown): string {
  if (error instanceof TRPCClientError && (error.data || error.shape) && error.message) return error.message;
  return SUBMIT_FALLBACK;
}

/**
 * The public "Post a Job" form (sections 2, 4, 8): the shared submit schema's messages show at the
 * fields; the button reads 'Submitting...' and is disabled while sending; success swaps in the
 * confirmation view; a failure keeps what was typed and shows a toast.
 */
export function PostJobForm() {
  const [posted, setPosted] = useState<Pick<JobDto, 'id' | 'status' | 'contactEmail'> | null>(null);
  // How many submits did not validate: from the first, what still stops the submission is listed by the button.
  const [blockedAttempts, setBlockedAttempts] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<PostJobValues>({
    initialValues: POST_JOB_INITIAL,
    validate: (values) => localizedErrors(resolve(values), POST_JOB_ERRORS),
  });

  const trap = useSpamTrap();
  const mutation = useMutation(
    withSpamTrap(
      trpc.job.submit.mutationOptions({
        onSuccess: (job) => {
          notify(...submittedToast(job));
          void invalidateJobQueries();
          form.reset();
          setPosted({ id: job.id, status: job.status, contactEmail: job.contactEmail });
          requestAnimationFrame(() => {
            window.scrollTo({ top: 0, behavior: 'instant' });
            headingRef.current?.focus();
          });
        },
        onError: (error) => {
          if (isNetworkError(error)) notify(m.post_job_connection_error_title(), m.post_job_connection_error_text(), { tone: 'error' });
          else notify(m.post_job_failed_title(), localizedError(serverMessage(error), POST_JOB_ERRORS), { tone: 'error' });
        },
      }),
      trap,
    ),
  );

  if (posted) {
    const live = posted.status === 'approved';
    return (
      <SuccessPanel
        testId="post-job-success"
        headingRef={headingRef}
        title={m.post_job_success_title()}
        actions={
          <>
            {live ? (
              <Button
                color="teal"
                leftSection={<IconEye size={18} aria-hidden />}
                renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: String(posted.id) }} {...props} />}
              >
                {m.post_job_view_job()}
              </Button>
            ) : null}
            <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
              {m.contact_back_home()}
            </Button>
            <Button component={Link} to="/jobs" variant="default" leftSection={<IconBriefcase size={18} aria-hidden />}>
              {m.post_job_browse_jobs()}
            </Button>
          </>
        }
      >
        <Text c="gray.7" maw={520} data-testid="post-job-outcome">
          {live ? m.post_job_outcome_live() : m.post_job_outcome_review()}
        </Text>
        <Text c="gray.7" size="sm" maw={520} data-testid="post-job-manage">
          {m.post_job_manage_before()}{' '}
          <Anchor component={Link} to="/my-postings" underline="always">
            {m.post_job_manage_link()}
          </Anchor>
          {m.post_job_manage_after({ email: posted.contactEmail ?? m.post_job_manage_contact_address() })}
        </Text>
      </SuccessPanel>
    );
  }

  const submit = form.onSubmit(
    (values) => mutation.mutate({ ...ZJobSubmitInput.parse(values), consent: true, locale: currentLocale() }),
    (errors) => {
      // Say what stops the submission beside the button that was clicked (each click says it again),
      // and take the person to the first field that needs attention, in form order.
      setBlockedAttempts((n) => n + 1);
      focusFirstInvalid(
        POST_JOB_FIELDS.map(([field]) => field),
        errors,
        (field) => form.getInputNode(field),
      );
    },
  );

  // The errors as they are now (a field's error clears as it is edited), listed by the button.
  const blocking = blockingErrors(form.errors);

  return (
    <FormCard title={m.post_job_form_title()} intro={m.post_job_form_intro()}>
      <form onSubmit={submit} noValidate>
        <NeedsJavaScript what={m.needs_js_post_job()} />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.post_job_field_title()} required placeholder={m.home_search_query_placeholder()} {...form.getInputProps('title')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.post_job_field_company()}
                required
                autoComplete="organization"
                placeholder={m.post_job_company_placeholder()}
                {...form.getInputProps('company')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label={m.post_job_field_type()} required data={typeOptions()} {...form.getInputProps('type')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label={m.post_job_field_category()} required data={categoryOptions()} {...form.getInputProps('category')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={m.post_job_field_location()} required placeholder={m.post_job_location_placeholder()} {...form.getInputProps('location')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={m.post_job_field_description()}
                required
                autosize
                minRows={5}
                maxRows={14}
                placeholder={m.post_job_description_placeholder()}
                {...form.getInputProps('description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={m.post_job_field_requirements()}
                autosize
                minRows={3}
                maxRows={10}
                placeholder={m.post_job_requirements_placeholder()}
                {...form.getInputProps('requirements')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <JobFrenchFields form={form} />
            </Grid.Col>
            <Grid.Col span={12}>
              <PayPostingFields form={form} noteLabel={m.post_job_pay_notes_optional()} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={m.post_job_field_contact_email()}
                type="email"
                required
                autoComplete="email"
                placeholder={m.post_job_email_placeholder()}
                {...form.getInputProps('contactEmail')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label={m.post_job_field_contact_phone()}
                required
                placeholder="(416) 555-0199"
                {...form.getInputProps('contactPhone')}
                onValueChange={(phone) => form.setFieldValue('contactPhone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Alert variant="light" color="brand" radius="md" icon={<IconInfoCircle size={20} aria-hidden />}>
                {m.post_job_review_note()}
              </Alert>
            </Grid.Col>
            {blockedAttempts > 0 && blocking.length > 0 ? (
              <Grid.Col span={12}>
                <Alert
                  // A new element for each attempt, so a screen reader announces it again on every click.
                  key={blockedAttempts}
                  variant="light"
                  color="red"
                  radius="md"
                  role="alert"
                  icon={<IconAlertTriangle size={20} aria-hidden />}
                  title={blocking.length === 1 ? m.post_job_blocked_one() : m.post_job_blocked_many({ count: blocking.length })}
                  data-testid="post-job-blocked"
                >
                  <List size="sm" spacing={2}>
                    {blocking.map((message) => (
                      <List.Item key={message}>{message}</List.Item>
                    ))}
                  </List>
                </Alert>
              </Grid.Col>
            ) : null}
            <SubmitRow
              pending={mutation.isPending}
              label={m.post_job_submit()}
              pendingLabel={m.form_submitting()}
              note={m.contact_required_note()}
              consent="jobPost"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </FormCard>
  );
}
