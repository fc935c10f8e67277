import { Button, Card, NativeSelect, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLink, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { UPLOAD_MESSAGES, type UploadDto } from '@app/validators';
import { loadSchemas, loadedSchemas } from '../../lib/form-schemas';
import { notify } from '../../lib/notify';
import { queryClient, trpc } from '../../lib/trpc';
import { ResumeUpload } from './ResumeUpload';
import { NeedsJavaScript, ScriptedFieldset } from '../NeedsJavaScript/NeedsJavaScript';
import { PhoneInput } from '../forms/FormParts';

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

/**
 * The application form on a job page (sections 4, 5, 8). A blank cover letter is stopped with a
 * toast before anything is sent; other fields show the shared schema's messages. The resume is a
 * file uploaded as soon as it is chosen (its id is sent as `resume`) or a link. On success the
 * cover letter and resume are cleared and the admin application lists are refreshed.
 */
export function JobApplicationForm({ jobId, jobTitle }: { jobId: number; jobTitle: string }) {
  const form = useForm<ApplicationValues>({
    initialValues: APPLICATION_INITIAL,
    // The shared schema's messages; the schema is loaded when the form is first focused, and is always
    // there before a submit validates (onSubmit awaits it).
    validate: (values) => {
      const schemas = loadedSchemas();
      return schemas ? schemaResolver(schemas.ZJobApplicationForm, { sync: true })(values) : {};
    },
  });

  const [upload, setUpload] = useState<UploadDto | null>(null);
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
    }
  };

  const mutation = useMutation(
    trpc.application.create.mutationOptions({
      onSuccess: () => {
        notify('Application Submitted', "Your job application has been submitted successfully. We'll be in touch soon!");
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
      const parsed = loadedSchemas()!.ZJobApplicationForm.parse(values);
      mutation.mutate({ jobId, ...parsed, resume: upload?.id ?? parsed.resume });
    },
    (errors) => {
      const first = (Object.keys(APPLICATION_INITIAL) as (keyof ApplicationValues)[]).find((key) => errors[key]);
      if (first) form.getInputNode(first)?.focus();
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

  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" component="section" aria-labelledby="apply-heading">
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
            <TextInput label="Email Address" type="email" autoComplete="email" placeholder="jane@example.ca" {...form.getInputProps('applicantEmail')} />
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
            <Text size="xs" c="gray.7" ta="center">
              Fields marked * are required. We use your details only to process your application.
            </Text>
          </Stack>
        </ScriptedFieldset>
      </form>
    </Card>
  );
}
