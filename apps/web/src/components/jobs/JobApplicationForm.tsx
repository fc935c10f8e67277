import { Anchor, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBriefcase, IconCircleCheck, IconLink, IconRefresh, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UploadDto } from '@app/shared/schemas/dtos';
import { UPLOAD_MESSAGES } from '@app/shared/uploads';
import { updatedApplicationSentence } from '@app/shared/candidates';
import { loadSchemas, loadedSchemas } from '../../lib/form-schemas';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { notify } from '../../lib/notify';
import { queryClient, trpc } from '../../lib/trpc';
import { ResumeUpload } from './ResumeUpload';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { PhoneInput } from '../forms/FormParts';
import { ConsentNote } from '../forms/ConsentNote';

export const APPLICATION_INITIAL = { applicantName: '', applicantEmail: '', applicantPhone: '', experience: '', coverLetter: '', resume: '' };
export type ApplicationValues = typeof APPLICATION_INITIAL;

export const EXPERIENCE_OPTIONS = [
  { value: '', label: 'Select your experience' },
  { value: 'Less than 1 year', label: 'Less than 1 year' },
  { value: '1-2 years', label: '1-2 years' },
  { value: '3-5 years', label: '3-5 years' },
  { value: '6-10 years', label: '6-10 years' },
  { value: 'More than 10 years', label: 'More than 10 years' },
];

export const RESUME_HINT = 'Provide a link to your online resume or portfolio';
export const RESUME_LINK_WITH_FILE_HINT = 'Your uploaded file is sent with the application; remove it to give a link instead.';
export const APPLY_SUCCESS_TITLE = 'Application Submitted';
export const APPLY_SUCCESS_MESSAGE = "Your job application has been submitted successfully. We'll be in touch soon!";

/** What the confirmation says about how the recruiter will reach the applicant. */
export function contactSentence(sent: { email?: string; phone?: string }): string {
  if (sent.email) return `We will contact you at ${sent.email}.`;
  if (sent.phone) return `We will contact you at ${sent.phone}.`;
  return 'We will contact you using the details in your resume.';
}

/** Room above the confirmation when it is scrolled to: the fixed header (72 px) and a little air. */
const PANEL_SCROLL_MARGIN = 88;

/**
 * What replaces the form once an application went through: it stays until the visitor leaves the
 * page or chooses 'Apply again' (the form comes back with the letter and resume cleared), so a
 * half-filled form never invites a second submission by mistake.
 */
/** What the confirmation knows of the answer: where the recruiter writes, and whether an open application was updated. */
export interface SentApplication {
  email?: string;
  phone?: string;
  /** Applying again to this job updated the open application first sent then (issue 38, item 2). */
  firstSentAt?: string;
}

function ApplySuccess({ jobTitle, sent, onApplyAgain }: { jobTitle: string; sent: SentApplication; onApplyAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  // Focused when it appears, so a screen reader announces it and the keyboard goes on from here; the
  // panel is shorter than the form it replaces, so it is brought into view (below the fixed header)
  // unless it is all in view already.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const box = card.current?.getBoundingClientRect();
    if (box && (box.top < PANEL_SCROLL_MARGIN || box.bottom > window.innerHeight)) card.current?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, []);
  return (
    <Card
      ref={card}
      withBorder
      radius="lg"
      padding="xl"
      shadow="sm"
      component="section"
      aria-labelledby="apply-success-heading"
      data-testid="apply-success"
      style={{ scrollMarginTop: PANEL_SCROLL_MARGIN }}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2} id="apply-success-heading" fz={{ base: 22, md: 24 }} c="navy.9" tabIndex={-1} ref={heading} style={{ outline: 'none' }}>
          {APPLY_SUCCESS_TITLE}
        </Title>
        <Text c="gray.7">
          Your application for <strong>{jobTitle}</strong> has been sent. A recruiter reviews every application and contacts eligible applicants for an
          interview.
        </Text>
        {sent.firstSentAt ? (
          <Text c="gray.7" fw={600} data-testid="apply-success-updated">
            {updatedApplicationSentence(new Date(sent.firstSentAt))}
          </Text>
        ) : null}
        <Text c="gray.7" data-testid="apply-success-contact">
          {contactSentence(sent)}
        </Text>
        {sent.email ? (
          <Text c="gray.7" size="sm" data-testid="apply-success-follow">
            Follow this application, correct your details or withdraw it on{' '}
            <Anchor component={Link} to="/my-applications" underline="always">
              My applications
            </Anchor>
            : we email {sent.email} a sign-in link.
          </Text>
        ) : null}
        <Group justify="center" gap="sm" mt="xs">
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onApplyAgain}>
            Apply again
          </Button>
          <Button component={Link} to="/jobs" leftSection={<IconBriefcase size={18} aria-hidden />}>
            Browse more jobs
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The application form on a job page (sections 4, 5, 8). A blank cover letter is stopped with a
 * toast before anything is sent; other fields show the shared schema's messages, and an invalid
 * submit takes the focus to the first field in error, scrolled into view. The applicant must leave
 * a way to be reached (an email, a phone number or a resume), said at the email field when missing.
 * The resume is a file uploaded as soon as it is chosen (its id is sent as `resume`) or a link. On
 * success the toast shows, a confirmation replaces the form until 'Apply again', the cover letter
 * and resume are cleared and the admin application lists are refreshed.
 */
export function JobApplicationForm({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  // Read by the validation (a file counts as a way to reach the applicant) at submit time.
  const uploadRef = useRef<UploadDto | null>(null);
  const form = useForm<ApplicationValues>({
    initialValues: APPLICATION_INITIAL,
    // The shared schema's messages; the schema is loaded when the form is first focused, and is always
    // there before a submit validates (onSubmit awaits it).
    validate: (values) => {
      const schemas = loadedSchemas();
      return schemas ? schemaResolver(schemas.ZJobApplicationForm, { sync: true })({ ...values, hasResumeFile: uploadRef.current !== null }) : {};
    },
  });

  const [sent, setSent] = useState<SentApplication | null>(null);
  const [upload, setUploadState] = useState<UploadDto | null>(null);
  const setUpload = (next: UploadDto | null) => {
    uploadRef.current = next;
    setUploadState(next);
  };
  const [uploading, setUploading] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const clearUpload = () => {
    setUpload(null);
    setResetKey((k) => k + 1);
  };
  // One resume goes with the application: an uploaded file replaces the link.
  const onUpload = (next: UploadDto | null) => {
    setUpload(next);
    if (next) {
      form.setFieldValue('resume', '');
      form.clearFieldError('resume');
      form.clearFieldError('applicantEmail');
    }
  };

  const mutation = useMutation(
    trpc.application.create.mutationOptions({
      onSuccess: (answer, input) => {
        notify(APPLY_SUCCESS_TITLE, answer.updated ? answer.message : APPLY_SUCCESS_MESSAGE);
        setSent({ email: input.applicantEmail ?? undefined, phone: input.applicantPhone ?? undefined, firstSentAt: answer.firstSentAt });
        form.setValues({ coverLetter: '', resume: '' });
        clearUpload();
        form.clearFieldError('coverLetter');
        form.clearFieldError('resume');
        void queryClient.invalidateQueries({ queryKey: trpc.application.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.application.recent.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.application.counts.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() });
      },
      onError: (error) => {
        // The file was taken or expired meanwhile: say so, and let the visitor choose it again.
        if (error.message === UPLOAD_MESSAGES.unknownUpload) {
          clearUpload();
          notify('Application Failed', UPLOAD_MESSAGES.unknownUpload, { tone: 'error' });
          return;
        }
        notify('Application Failed', 'There was an error submitting your application. Please try again.', { tone: 'error' });
      },
    }),
  );

  const submitValid = form.onSubmit(
    (values) => {
      const { hasResumeFile: _file, ...parsed } = loadedSchemas()!.ZJobApplicationForm.parse({ ...values, hasResumeFile: upload !== null });
      mutation.mutate({ jobId, ...parsed, resume: upload?.id ?? parsed.resume, consent: true });
    },
    (errors) => {
      focusFirstInvalid(Object.keys(APPLICATION_INITIAL) as (keyof ApplicationValues)[], errors, (field) => form.getInputNode(field));
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.getValues().coverLetter.trim() === '') {
      form.clearFieldError('coverLetter');
      notify('Cover Letter Required', 'Please provide a cover letter for your application.', { tone: 'error' });
      return;
    }
    loadSchemas().then(
      () => submitValid(),
      () => notify('Application Failed', 'There was an error submitting your application. Please try again.', { tone: 'error' }),
    );
  };

  // 'Apply again' brings the form back (letter and resume cleared) with the focus in the cover letter.
  const focusLetter = useRef(false);
  useEffect(() => {
    if (sent || !focusLetter.current) return;
    focusLetter.current = false;
    form.getInputNode('coverLetter')?.focus();
  }, [sent, form]);
  const applyAgain = () => {
    focusLetter.current = true;
    setSent(null);
  };

  // While the confirmation shows, the form stays in the page, emptied (its letter and resume were
  // cleared on success), only not displayed: nothing half-filled to send again.
  return (
    <>
      {sent ? <ApplySuccess jobTitle={jobTitle} sent={sent} onApplyAgain={applyAgain} /> : null}
      <Card withBorder radius="lg" padding="xl" shadow="sm" component="section" aria-labelledby="apply-heading" style={sent ? { display: 'none' } : undefined}>
        <Title order={2} id="apply-heading" fz={{ base: 22, md: 24 }} c="navy.9">
          Apply for this Job
        </Title>
        <Text c="gray.7" size="sm" mt={4} mb="lg">
          Applying for <strong>{jobTitle}</strong>. A recruiter reviews every application and contacts eligible applicants for an interview.
        </Text>
        <form onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => undefined)} noValidate>
          <NeedsJavaScript what="apply for this job" />
          <ScriptedFieldset>
            <Stack gap="md">
              <TextInput label="Full Name" autoComplete="name" placeholder="Jane Smith" {...form.getInputProps('applicantName')} />
              <TextInput
                label="Email Address"
                type="email"
                autoComplete="email"
                placeholder="jane@example.ca"
                description="How we reach you: an email, a phone number or a resume"
                {...form.getInputProps('applicantEmail')}
              />
              <PhoneInput
                label="Phone Number"
                placeholder="(416) 555-0199"
                {...form.getInputProps('applicantPhone')}
                onValueChange={(phone) => form.setFieldValue('applicantPhone', phone)}
              />
              <NativeSelect label="Years of Experience" data={EXPERIENCE_OPTIONS} {...form.getInputProps('experience')} />
              <Textarea
                label="Cover Letter"
                required
                // A fixed height the reader can drag taller: autosize measures the page on mount (a forced
                // layout of hundreds of ms on a phone).
                rows={7}
                resize="vertical"
                placeholder="Tell us why you're a great fit for this role, your relevant experience and when you can start."
                {...form.getInputProps('coverLetter')}
              />
              <ResumeUpload onChange={onUpload} onBusyChange={setUploading} resetKey={resetKey} />
              <TextInput
                label="Resume Link"
                type="url"
                inputMode="url"
                placeholder="https://"
                description={upload ? RESUME_LINK_WITH_FILE_HINT : RESUME_HINT}
                leftSection={<IconLink size={16} aria-hidden />}
                disabled={upload !== null}
                {...form.getInputProps('resume')}
              />
              <Button type="submit" size="md" fullWidth disabled={mutation.isPending || uploading} rightSection={<IconSend size={18} aria-hidden />}>
                {mutation.isPending ? 'Submitting...' : uploading ? 'Uploading resume...' : 'Submit Application'}
              </Button>
              <ConsentNote purpose="application" ta="center" />
              <Text size="xs" c="gray.7" ta="center">
                Fields marked * are required.
              </Text>
            </Stack>
          </ScriptedFieldset>
        </form>
      </Card>
    </>
  );
}
