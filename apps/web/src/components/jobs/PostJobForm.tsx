import { Alert, Anchor, Button, Grid, List, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
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

/** The fields in the order the form shows them (the first one in error takes the focus), with their labels. */
export const POST_JOB_FIELDS: [field: keyof PostJobValues, label: string][] = [
  ['title', 'Job Title'],
  ['company', 'Company Name'],
  ['type', 'Job Type'],
  ['category', 'Category'],
  ['location', 'Location'],
  ['description', 'Job Description'],
  ['requirements', 'Requirements'],
  ['titleFr', FRENCH_LABELS.titleFr],
  ['descriptionFr', FRENCH_LABELS.descriptionFr],
  ['requirementsFr', FRENCH_LABELS.requirementsFr],
  ['requiresEnglish', 'This job requires English'],
  ['englishReason', 'Reason for requiring English'],
  ['payMin', 'Minimum pay'],
  ['payMax', 'Maximum pay'],
  ['payPeriod', 'Pay period'],
  ['currency', 'Currency'],
  ['salary', 'Pay notes'],
  ['existingVacancy', 'Existing vacancy'],
  ['aiScreening', 'AI screening'],
  ['employerUnder25', 'Fewer than 25 employees'],
  ['contactEmail', 'Contact Email'],
  ['contactPhone', 'Contact Phone'],
];

/** 'Maximum pay: Ontario pay ranges may be…' for each field in error, in form order. */
export function blockingErrors(errors: Partial<Record<string, unknown>>): string[] {
  return POST_JOB_FIELDS.filter(([field]) => errors[field]).map(([field, label]) => `${label}: ${String(errors[field])}`);
}

const withPrompt = (prompt: string, values: readonly string[]) => [{ value: '', label: prompt }, ...values.map((v) => ({ value: v, label: v }))];
const TYPE_OPTIONS = withPrompt('Select job type', JOB_TYPES);
const CATEGORY_OPTIONS = withPrompt('Select a category', PUBLIC_JOB_CATEGORIES);

export const SUBMIT_FALLBACK = 'Please check your information and try again.';

/** The success toast (section 8); with job auto-approval on, the job is live at once and the toast says so. */
export function submittedToast(job: Pick<JobDto, 'status'>): [title: string, message: string] {
  return job.status === 'approved'
    ? ['Job published successfully!', 'Your job posting is now live on our jobs board.']
    : ['Job submitted successfully!', 'Your job posting is under review and will be published once approved.'];
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
    validate: schemaResolver(ZJobSubmitInput, { sync: true }),
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
          if (isNetworkError(error)) notify('Connection error', 'Unable to submit job posting. Please try again.', { tone: 'error' });
          else notify('Submission failed', serverMessage(error), { tone: 'error' });
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
        title="Job Posted Successfully!"
        actions={
          <>
            {live ? (
              <Button
                color="teal"
                leftSection={<IconEye size={18} aria-hidden />}
                renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: String(posted.id) }} {...props} />}
              >
                View Your Job
              </Button>
            ) : null}
            <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
              Back to Home
            </Button>
            <Button component={Link} to="/jobs" variant="default" leftSection={<IconBriefcase size={18} aria-hidden />}>
              Browse Jobs
            </Button>
          </>
        }
      >
        <Text c="gray.7" maw={520} data-testid="post-job-outcome">
          {live
            ? 'Thank you. Your job posting is live on our jobs board now, where job seekers can find it and apply.'
            : 'Thank you. Your job posting is under review; our team checks every submission and publishes it once approved, usually within one business day.'}
        </Text>
        <Text c="gray.7" size="sm" maw={520} data-testid="post-job-manage">
          See whether it is live, edit it, close it as filled or cancelled, or repost it on{' '}
          <Anchor component={Link} to="/my-postings" underline="always">
            My postings
          </Anchor>
          : we email {posted.contactEmail ?? 'the contact address'} a sign-in link.
        </Text>
      </SuccessPanel>
    );
  }

  const submit = form.onSubmit(
    (values) => mutation.mutate({ ...ZJobSubmitInput.parse(values), consent: true }),
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
    <FormCard title="Job Details" intro="Tell us about the role. The more detail you share, the better we can match qualified candidates.">
      <form onSubmit={submit} noValidate>
        <NeedsJavaScript what="post a job" />
        <ScriptedFieldset>
          {trap.honeypot}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Job Title" required placeholder="e.g. Forklift Operator" {...form.getInputProps('title')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Company Name" required autoComplete="organization" placeholder="Your company" {...form.getInputProps('company')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label="Job Type" required data={TYPE_OPTIONS} {...form.getInputProps('type')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect label="Category" required data={CATEGORY_OPTIONS} {...form.getInputProps('category')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Location" required placeholder="e.g. Mississauga, ON" {...form.getInputProps('location')} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Job Description"
                required
                autosize
                minRows={5}
                maxRows={14}
                placeholder="Describe the role, daily duties, schedule and work environment..."
                {...form.getInputProps('description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Requirements"
                autosize
                minRows={3}
                maxRows={10}
                placeholder="Certifications, experience, physical requirements, shifts..."
                {...form.getInputProps('requirements')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <JobFrenchFields form={form} />
            </Grid.Col>
            <Grid.Col span={12}>
              <PayPostingFields form={form} noteLabel="Pay notes (optional)" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Contact Email"
                type="email"
                required
                autoComplete="email"
                placeholder="hiring@company.ca"
                {...form.getInputProps('contactEmail')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PhoneInput
                label="Contact Phone"
                required
                placeholder="(416) 555-0199"
                {...form.getInputProps('contactPhone')}
                onValueChange={(phone) => form.setFieldValue('contactPhone', phone)}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Alert variant="light" color="brand" radius="md" icon={<IconInfoCircle size={20} aria-hidden />}>
                All submissions are reviewed by our team before publishing. Your job will appear on our jobs board once approved.
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
                  title={
                    blocking.length === 1 ? 'Your job was not sent: 1 field needs attention' : `Your job was not sent: ${blocking.length} fields need attention`
                  }
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
              label="Submit Job for Review"
              pendingLabel="Submitting..."
              note="Fields marked * are required."
              consent="jobPost"
            />
          </Grid>
        </ScriptedFieldset>
      </form>
    </FormCard>
  );
}
