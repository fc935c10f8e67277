import { Alert, Button, Grid, NativeSelect, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBriefcase, IconEye, IconHome, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { JOB_TYPES, PUBLIC_JOB_CATEGORIES, ZJobSubmitInput, type JobDto } from '@app/validators';
import { notify } from '../../lib/notify';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import { invalidateJobQueries } from '../admin/jobs/invalidate';
import { PAY_POSTING_INITIAL, PayPostingFields } from './PayPostingFields';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { FormCard, PhoneInput, SubmitRow, SuccessPanel } from '../forms/FormParts';

export const POST_JOB_INITIAL = {
  title: '',
  company: '',
  type: '',
  category: '',
  location: '',
  salary: '',
  description: '',
  requirements: '',
  ...PAY_POSTING_INITIAL,
  contactEmail: '',
  contactPhone: '',
};
export type PostJobValues = typeof POST_JOB_INITIAL;

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
  const [posted, setPosted] = useState<Pick<JobDto, 'id' | 'status'> | null>(null);
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
          setPosted({ id: job.id, status: job.status });
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
      </SuccessPanel>
    );
  }

  const submit = form.onSubmit(
    (values) => mutation.mutate(ZJobSubmitInput.parse(values)),
    (errors) => {
      // Take the person to the first field that needs attention, in form order.
      const first = (Object.keys(POST_JOB_INITIAL) as (keyof PostJobValues)[]).find((key) => errors[key]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

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
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Salary Range" placeholder="e.g. $22 - $25/hour" {...form.getInputProps('salary')} />
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
              <PayPostingFields form={form} />
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
            <SubmitRow pending={mutation.isPending} label="Submit Job for Review" pendingLabel="Submitting..." note="Fields marked * are required." />
          </Grid>
        </ScriptedFieldset>
      </form>
    </FormCard>
  );
}
