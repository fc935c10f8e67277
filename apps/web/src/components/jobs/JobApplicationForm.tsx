import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBriefcase, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
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
import { PlainNativeSelect, PlainTextInput, PlainTextarea } from '../PlainFields/PlainFields';
import { ConsentNote } from '../forms/ConsentNote';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import classes from './apply.module.css';
import { MSG } from '@app/shared/messages';
import { currentLocale, m } from '../../lib/i18n';
import { localizedError, localizedErrors } from '../../lib/form-errors';
import { formatJobDate } from '../../lib/format';

export const APPLICATION_INITIAL = { applicantName: '', applicantEmail: '', applicantPhone: '', experience: '', coverLetter: '', resume: '' };
export type ApplicationValues = typeof APPLICATION_INITIAL;

/** The experience choices: the stored values stay the English ones; the labels are the page's language. */
export const experienceOptions = () => [
  { value: '', label: m.apply_experience_select() },
  { value: 'Less than 1 year', label: m.apply_experience_under_1() },
  { value: '1-2 years', label: m.apply_experience_1_2() },
  { value: '3-5 years', label: m.apply_experience_3_5() },
  { value: '6-10 years', label: m.apply_experience_6_10() },
  { value: 'More than 10 years', label: m.apply_experience_over_10() },
];

/** What the confirmation says about how the recruiter will reach the applicant. */
/** "We updated the application you sent on November 22, 2026." in the page's language (the server's answer says it in English). */
const updatedSentence = (firstSentAt: string) =>
  currentLocale() === 'fr' ? m.apply_updated({ date: formatJobDate(firstSentAt) ?? '' }) : updatedApplicationSentence(new Date(firstSentAt));

export function contactSentence(sent: { email?: string; phone?: string }): string {
  if (sent.email) return m.apply_contact_at({ address: sent.email });
  if (sent.phone) return m.apply_contact_at({ address: sent.phone });
  return m.apply_contact_resume();
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
          {m.apply_success_title()}
        </Title>
        <Text c="gray.7">
          {m.apply_success_for()} <strong>{jobTitle}</strong> {m.apply_success_sent()}
        </Text>
        {sent.firstSentAt ? (
          <Text c="gray.7" fw={600} data-testid="apply-success-updated">
            {updatedSentence(sent.firstSentAt)}
          </Text>
        ) : null}
        <Text c="gray.7" data-testid="apply-success-contact">
          {contactSentence(sent)}
        </Text>
        {sent.email ? (
          <Text c="gray.7" size="sm" data-testid="apply-success-follow">
            {m.apply_follow_before()}{' '}
            <Anchor component={Link} to="/my-applications" underline="always">
              {m.nav_my_applications()}
            </Anchor>
            {m.apply_follow_after({ email: sent.email })}
          </Text>
        ) : null}
        <Group justify="center" gap="sm" mt="xs">
          <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onApplyAgain}>
            {m.apply_again()}
          </Button>
          <Button component={Link} to="/jobs" leftSection={<IconBriefcase size={18} aria-hidden />}>
            {m.apply_browse_more()}
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
      return schemas
        ? localizedErrors(schemaResolver(schemas.ZJobApplicationForm, { sync: true })({ ...values, hasResumeFile: uploadRef.current !== null }))
        : {};
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
        notify(m.apply_success_title(), answer.updated && answer.firstSentAt ? updatedSentence(answer.firstSentAt) : m.apply_success_message());
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
          notify(m.apply_failed(), localizedError(UPLOAD_MESSAGES.unknownUpload, { [UPLOAD_MESSAGES.unknownUpload]: m.apply_upload_gone }), { tone: 'error' });
          return;
        }
        notify(m.apply_failed(), m.apply_failed_message(), { tone: 'error' });
      },
    }),
  );

  const submitValid = form.onSubmit(
    (values) => {
      const { hasResumeFile: _file, ...parsed } = loadedSchemas()!.ZJobApplicationForm.parse({ ...values, hasResumeFile: upload !== null });
      mutation.mutate({ jobId, ...parsed, resume: upload?.id ?? parsed.resume, consent: true, locale: currentLocale() });
    },
    (errors) => {
      focusFirstInvalid(Object.keys(APPLICATION_INITIAL) as (keyof ApplicationValues)[], errors, (field) => form.getInputNode(field));
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.getValues().coverLetter.trim() === '') {
      form.clearFieldError('coverLetter');
      notify(m.apply_cover_letter_required(), localizedError(MSG.coverLetter), { tone: 'error' });
      return;
    }
    loadSchemas().then(
      () => submitValid(),
      () => notify(m.apply_failed(), m.apply_failed_message(), { tone: 'error' }),
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
      <section className={classes.card} aria-labelledby="apply-heading" style={sent ? { display: 'none' } : undefined}>
        <h2 id="apply-heading" className={classes.title}>
          {m.job_apply_for_this_job()}
        </h2>
        <p className={classes.intro}>
          {m.apply_applying_for()} <strong>{jobTitle}</strong>. {m.apply_intro()}
        </p>
        <form onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => undefined)} noValidate>
          <NeedsJavaScript what={m.apply_needs_js_what()} />
          <ScriptedFieldset>
            <div className={classes.fields}>
              <PlainTextInput
                label={m.apply_full_name()}
                autoComplete="name"
                placeholder={m.apply_full_name_placeholder()}
                {...form.getInputProps('applicantName')}
              />
              <PlainTextInput
                label={m.apply_email()}
                type="email"
                autoComplete="email"
                placeholder={m.apply_email_placeholder()}
                description={m.apply_email_description()}
                {...form.getInputProps('applicantEmail')}
              />
              <PhoneInput
                label={m.apply_phone()}
                placeholder={m.apply_phone_placeholder()}
                {...form.getInputProps('applicantPhone')}
                onValueChange={(phone) => form.setFieldValue('applicantPhone', phone)}
              />
              <PlainNativeSelect label={m.apply_experience()} data={experienceOptions()} {...form.getInputProps('experience')} />
              <PlainTextarea
                label={m.apply_cover_letter()}
                required
                // A fixed height the reader can drag taller: autosize measures the page on mount (a forced
                // layout of hundreds of ms on a phone).
                rows={7}
                resize="vertical"
                placeholder={m.apply_cover_letter_placeholder()}
                {...form.getInputProps('coverLetter')}
              />
              <ResumeUpload onChange={onUpload} onBusyChange={setUploading} resetKey={resetKey} />
              <PlainTextInput
                label={m.apply_resume_link()}
                type="url"
                inputMode="url"
                placeholder="https://"
                description={upload ? m.apply_resume_link_with_file() : m.apply_resume_hint()}
                icon="link"
                disabled={upload !== null}
                {...form.getInputProps('resume')}
              />
              <button
                type="submit"
                className={`${PLAIN_BUTTON} ${classes.send}`}
                data-size="md"
                data-block
                data-arrow
                disabled={mutation.isPending || uploading}
              >
                {mutation.isPending ? m.apply_submitting() : uploading ? m.apply_uploading() : m.apply_submit()}
              </button>
              <ConsentNote purpose="application" ta="center" />
              <p className={classes.note}>{m.apply_required_note()}</p>
            </div>
          </ScriptedFieldset>
        </form>
      </section>
    </>
  );
}
