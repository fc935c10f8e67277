import { Alert, Checkbox, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { hasFrenchText, isInQuebec } from '@app/shared/job-language';
import type { JobDto } from '@app/shared/schemas/dtos';
// Mantine styles of the inputs only these fields use on the public pages (see styles/mantine-site.css).
import '@mantine/core/styles/Checkbox.css';

/** The French version of a job and its English requirement (post-job form and admin dialog). */
export interface JobLanguageValues {
  titleFr: string;
  descriptionFr: string;
  requirementsFr: string;
  requiresEnglish: boolean;
  englishReason: string;
}

export const JOB_LANGUAGE_INITIAL: JobLanguageValues = {
  titleFr: '',
  descriptionFr: '',
  requirementsFr: '',
  requiresEnglish: false,
  englishReason: '',
};

/** A stored job's language fields as form values (the admin 'Edit Job' dialog). */
export function jobLanguageValues(job: Pick<JobDto, 'titleFr' | 'descriptionFr' | 'requirementsFr' | 'requiresEnglish' | 'englishReason'>): JobLanguageValues {
  return {
    titleFr: job.titleFr ?? '',
    descriptionFr: job.descriptionFr ?? '',
    requirementsFr: job.requirementsFr ?? '',
    requiresEnglish: job.requiresEnglish ?? false,
    englishReason: job.englishReason ?? '',
  };
}

/** The form's values for the API: trimmed, the reason only while English is required. */
export function jobLanguageInput(values: JobLanguageValues) {
  return {
    titleFr: values.titleFr.trim(),
    descriptionFr: values.descriptionFr.trim(),
    requirementsFr: values.requirementsFr.trim(),
    requiresEnglish: values.requiresEnglish,
    englishReason: values.requiresEnglish ? values.englishReason.trim() : '',
  };
}

type LanguageFormValues = JobLanguageValues & { location: string };

/** The labels of the French fields, in French. */
export const FRENCH_LABELS = {
  titleFr: 'Titre du poste (français)',
  descriptionFr: "Offre d'emploi (français)",
  requirementsFr: 'Exigences (français)',
} as const;

/**
 * The French title, description and requirements beside the English ones, and 'This job requires
 * English' with its reason. A job in Québec is published only in French as well (Charter of the
 * French language, s. 41), and one that requires English says why (s. 46): the note says so as
 * soon as the location is in Québec.
 */
export function JobFrenchFields<T extends LanguageFormValues>({ form }: { form: UseFormReturnType<T> }) {
  // The fields are those of JobLanguageValues in both forms; the cast gives Mantine their names.
  const f = form as unknown as UseFormReturnType<LanguageFormValues>;
  const values = f.getValues();
  const quebec = isInQuebec({ location: values.location });
  return (
    <Stack gap="md" data-testid="job-french-fields">
      <div>
        <Title order={3} fz="md" c="navy.9">
          {currentLocale() === 'fr' ? (
            m.job_french_heading()
          ) : (
            <>
              {m.job_french_heading()} <span lang="fr">(version française)</span>
            </>
          )}
        </Title>
        <Text size="sm" c="gray.7" mt={2}>
          {m.job_french_intro()}
        </Text>
      </div>
      {quebec ? (
        <Alert variant="light" color="brand" radius="md" icon={<IconInfoCircle size={20} aria-hidden />} data-testid="quebec-french-note">
          {hasFrenchText(values) ? m.job_french_quebec_has() : m.job_french_quebec_add()}
        </Alert>
      ) : null}
      {/* French labels (no English label's words in them, so 'Job Title' or 'Requirements' still name one field each). */}
      <TextInput label={<span lang="fr">{FRENCH_LABELS.titleFr}</span>} lang="fr" placeholder="ex. Cariste" {...f.getInputProps('titleFr')} />
      <Textarea
        label={<span lang="fr">{FRENCH_LABELS.descriptionFr}</span>}
        lang="fr"
        autosize
        minRows={3}
        maxRows={10}
        {...f.getInputProps('descriptionFr')}
      />
      <Textarea
        label={<span lang="fr">{FRENCH_LABELS.requirementsFr}</span>}
        lang="fr"
        autosize
        minRows={2}
        maxRows={8}
        {...f.getInputProps('requirementsFr')}
      />
      <Checkbox label={m.job_requires_english()} {...f.getInputProps('requiresEnglish', { type: 'checkbox' })} />
      {values.requiresEnglish ? (
        <TextInput
          label={m.job_english_reason()}
          withAsterisk={quebec}
          description={m.job_english_reason_description()}
          {...f.getInputProps('englishReason')}
        />
      ) : null}
    </Stack>
  );
}
