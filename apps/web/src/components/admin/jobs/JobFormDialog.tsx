import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useEffectEvent } from 'react';
import { ZJobCreateInput } from '@app/shared/schemas/inputs';
import { PayPostingFields } from '../../jobs/PayPostingFields';
import { JobFrenchFields } from '../../jobs/JobFrenchFields';
import { EMPTY_JOB_FORM, canSubmitJob, categoryOptions, toJobInput, typeOptions, type JobFormValues } from './job-form';

const resolver = schemaResolver(ZJobCreateInput, { sync: true });

export interface JobFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** 'create' is the 'Post New Job' dialog, 'edit' the 'Edit Job' dialog. */
  mode: 'create' | 'edit';
  /** Values to start from (the job being edited). */
  initialValues?: JobFormValues;
  submitting: boolean;
  onSubmit: (input: ReturnType<typeof toJobInput>) => void;
}

const withPrompt = (prompt: string, options: string[]) => [{ value: '', label: prompt, disabled: true }, ...options.map((o) => ({ value: o, label: o }))];

/** The admin job form in a dialog. Submit stays disabled until the six required fields are filled. */
export function JobFormDialog({ opened, onClose, mode, initialValues, submitting, onSubmit }: JobFormDialogProps) {
  const form = useForm<JobFormValues>({
    mode: 'controlled',
    initialValues: initialValues ?? EMPTY_JOB_FORM,
    validate: resolver,
    validateInputOnBlur: ['contactEmail', 'contactPhone'],
  });

  // A fresh form each time the dialog opens (with the job's values when editing). useForm answers a
  // new object on every render, so the reset reads it at that moment rather than depending on it.
  const reset = useEffectEvent((values: JobFormValues) => {
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  });
  useEffect(() => {
    if (opened) reset(initialValues ?? EMPTY_JOB_FORM);
  }, [opened, initialValues]);

  const values = form.getValues();
  const title = mode === 'create' ? 'Post New Job' : 'Edit Job';

  return (
    <Modal
      opened={opened}
      onClose={submitting ? () => {} : onClose}
      title={title}
      size="xl"
      radius="md"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form noValidate onSubmit={form.onSubmit((v) => onSubmit(toJobInput(v)))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {mode === 'create'
              ? 'New jobs are saved pending approval. Fields marked with an asterisk are required.'
              : 'Changes are published as soon as you save. Fields marked with an asterisk are required.'}
          </Text>
          <TextInput label="Job Title" withAsterisk placeholder="e.g. Forklift Operator" {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Company" withAsterisk placeholder="Company name" {...form.getInputProps('company')} />
            <TextInput label="Location" withAsterisk placeholder="e.g. Mississauga, ON" {...form.getInputProps('location')} />
            <NativeSelect label="Job Type" withAsterisk data={withPrompt('Select a job type', typeOptions(values.type))} {...form.getInputProps('type')} />
            <NativeSelect
              label="Category"
              withAsterisk
              data={withPrompt('Select a category', categoryOptions(values.category))}
              {...form.getInputProps('category')}
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            placeholder="What the role involves"
            {...form.getInputProps('description')}
          />
          <Textarea label="Requirements" autosize minRows={3} maxRows={8} placeholder="Skills, licences, experience" {...form.getInputProps('requirements')} />
          <JobFrenchFields form={form} />
          <PayPostingFields form={form} noteLabel="Salary" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Contact Email" type="email" autoComplete="off" placeholder="hr@company.com" {...form.getInputProps('contactEmail')} />
            <TextInput label="Contact Phone" type="tel" autoComplete="off" placeholder="(905) 555-0148" {...form.getInputProps('contactPhone')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canSubmitJob(values)} loading={submitting}>
              {mode === 'create' ? 'Post Job' : 'Update Job'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
