import '@mantine/core/styles/Fieldset.css';
import { Alert, Button, Fieldset, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApplicantEmailTemplateDto } from '@app/shared/schemas/dtos';
import {
  APPLICANT_EMAIL_FIELD_LABELS,
  APPLICANT_EMAIL_SUBJECT_MAX,
  APPLICANT_EMAIL_TEMPLATES,
  APPLICANT_EMAIL_TEMPLATE_LABELS,
  PLACEHOLDER_HINT,
  ZApplicantEmailTemplatesInput,
  type ApplicantEmailTemplate,
} from '@app/shared/schemas/pipeline';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { emailTemplatesOptions } from '../applications/queries';

const resolver = schemaResolver(ZApplicantEmailTemplatesInput, { sync: true });

/** Each template's English and French subject and body: one Save sends all of them. */
type TemplateForm = Record<ApplicantEmailTemplate, { subject: string; body: string; subjectFr: string; bodyFr: string }>;

const toForm = (templates: ApplicantEmailTemplateDto[]): TemplateForm =>
  Object.fromEntries(
    APPLICANT_EMAIL_TEMPLATES.map((key) => {
      const saved = templates.find((t) => t.template === key);
      return [key, { subject: saved?.subject ?? '', body: saved?.body ?? '', subjectFr: saved?.subjectFr ?? '', bodyFr: saved?.bodyFr ?? '' }];
    }),
  ) as TemplateForm;

/** The two languages of a template, in the order they stand side by side, with the fields of each. */
const LANGUAGES = [
  { name: 'English', lang: 'en', subject: 'subject', body: 'body' },
  { name: 'French', lang: 'fr', subject: 'subjectFr', body: 'bodyFr' },
] as const;

function TemplatesForm({ templates }: { templates: ApplicantEmailTemplateDto[] }) {
  const form = useForm<TemplateForm>({ mode: 'controlled', initialValues: toForm(templates), validate: resolver });
  const save = useMutation(
    trpc.settings.updateApplicantEmails.mutationOptions({
      onSuccess: (saved) => {
        const values = toForm(saved);
        form.setValues(values);
        form.resetDirty(values);
        queryClient.setQueryData(emailTemplatesOptions().queryKey, saved);
        notifyAdmin('Email templates updated', 'Recruiters write to applicants with the new wording from now on.');
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update the email templates. Please try again.', 'error'),
    }),
  );
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        {APPLICANT_EMAIL_TEMPLATES.map((key) => (
          <Fieldset key={key} legend={APPLICANT_EMAIL_TEMPLATE_LABELS[key]} radius="md">
            {/* English and French side by side on a wide screen, one above the other on a phone; the labels say the language. */}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
              {LANGUAGES.map((language) => (
                <Stack key={language.lang} gap="sm">
                  <Text size="sm" fw={600} c="navy.9">
                    {language.name}
                  </Text>
                  <TextInput
                    label={APPLICANT_EMAIL_FIELD_LABELS[language.subject]}
                    lang={language.lang}
                    required
                    maxLength={APPLICANT_EMAIL_SUBJECT_MAX}
                    {...form.getInputProps(`${key}.${language.subject}`)}
                  />
                  <Textarea
                    label={APPLICANT_EMAIL_FIELD_LABELS[language.body]}
                    lang={language.lang}
                    required
                    autosize
                    minRows={5}
                    maxRows={14}
                    {...form.getInputProps(`${key}.${language.body}`)}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            Save Templates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Settings → Notifications: the templates of the mail recruiters send applicants from an
 * application (interview invitation, not selected, request for documents), each in English and
 * French side by side (the admin area stays English: the French fields are labelled as such),
 * saved together, on their own.
 */
export function ApplicantEmailsCard() {
  const templates = useQuery(emailTemplatesOptions());
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="applicant-emails-heading">
      <Title order={2} fz="lg" c="navy.9" id="applicant-emails-heading">
        Emails to applicants
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        What recruiters send from an application, in English or French: the applicant&apos;s language unless they choose the other. They can adjust each mail
        before it goes. {PLACEHOLDER_HINT}, in both languages (the applicant&apos;s name, the job&apos;s title, in French its French title when it has one, and
        the company).
      </Text>
      {templates.isSuccess ? (
        <TemplatesForm templates={templates.data} />
      ) : templates.isError ? (
        <Alert color="red" title="Could not load the email templates" role="alert">
          {templates.error.message}
        </Alert>
      ) : (
        <Skeleton h={420} radius="md" aria-label="Loading the email templates" />
      )}
    </Paper>
  );
}
