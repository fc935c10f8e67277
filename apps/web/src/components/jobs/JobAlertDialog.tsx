import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
// The public site's stylesheet carries only what its pages use; this dialog brings its radios' styles (InlineInput is in the site's).
import '@mantine/core/styles/Radio.css';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_NEAR_RADIUS_KM } from '@app/shared/location';
import type { JobAlertSearch } from '@app/shared/schemas/dtos';
import { ZJobAlertInput, describeJobAlertSearch, type JobAlertFrequency } from '@app/shared/schemas/job-alerts';
import { ConsentNote } from '../forms/ConsentNote';
import { useSpamTrap, withSpamTrap } from '../../lib/spam-trap';
import { trpc } from '../../lib/trpc';
import type { JobSearch } from './job-filters';

/** The saved search of an alert from the /jobs filters ('remote only' is the place 'Remote'). */
export function alertSearchOf(search: JobSearch): JobAlertSearch {
  return {
    query: search.query ?? null,
    location: search.location ?? (search.remote ? 'Remote' : null),
    type: search.type ?? null,
    category: search.category ?? null,
    near: search.near ?? null,
    radius: search.near ? (search.radius ?? DEFAULT_NEAR_RADIUS_KM) : null,
  };
}

const FREQUENCIES: { value: JobAlertFrequency; label: string; description: string }[] = [
  { value: 'daily', label: 'Daily digest', description: 'One email a day with the new jobs, when there are any.' },
  { value: 'instant', label: 'As soon as a job is posted', description: 'An email within minutes of each new matching job.' },
];

/**
 * 'Email me jobs like these': saves the current /jobs search with an address (jobAlert.create,
 * POST /api/job-alerts). Nothing is sent until the person follows the link of the confirmation
 * mail, which the dialog says once the request is in.
 */
export function JobAlertDialog({ opened, onClose, search }: { opened: boolean; onClose: () => void; search: JobSearch }) {
  const saved = alertSearchOf(search);
  const form = useForm({
    initialValues: { email: '', frequency: 'daily' as JobAlertFrequency },
    validate: schemaResolver(ZJobAlertInput.pick({ email: true, frequency: true }), { sync: true }),
  });
  const trap = useSpamTrap({ enabled: opened });
  const mutation = useMutation(withSpamTrap(trpc.jobAlert.create.mutationOptions(), trap));

  const close = () => {
    onClose();
    if (mutation.isSuccess) {
      mutation.reset();
      form.reset();
    }
  };
  const submit = form.onSubmit((values) =>
    mutation.mutate({
      email: values.email.trim(),
      frequency: values.frequency,
      query: saved.query ?? undefined,
      location: saved.location ?? undefined,
      type: saved.type ?? undefined,
      category: saved.category ?? undefined,
      near: saved.near ?? undefined,
      radius: saved.radius ?? undefined,
      consent: true,
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Email me jobs like these" radius="lg" centered size="md">
      {mutation.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} aria-hidden />} title="Check your inbox" role="status">
            {mutation.data.message}
          </Alert>
          <Text fz="sm" c="gray.7">
            The link is valid for 7 days. Every alert email has a link to stop it at any time.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Job alert">
          {trap.honeypot}
          <Stack gap="md">
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text fz="xs" tt="uppercase" fw={700} c="gray.7">
                Your search
              </Text>
              <Text fw={600} c="navy.9" data-testid="job-alert-search">
                {describeJobAlertSearch(saved)}
              </Text>
            </Paper>
            <TextInput label="Email" type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
            <Radio.Group label="How often?" {...form.getInputProps('frequency')}>
              <Stack gap="xs" mt={6}>
                {FREQUENCIES.map((f) => (
                  <Radio key={f.value} value={f.value} label={f.label} description={f.description} />
                ))}
              </Stack>
            </Radio.Group>
            {mutation.isError ? (
              <Alert color="red" variant="light" role="alert">
                {mutation.error.message}
              </Alert>
            ) : null}
            <Text fz="xs" c="gray.7">
              We will send a confirmation link first.
            </Text>
            <Button type="submit" size="md" loading={mutation.isPending}>
              Create Job Alert
            </Button>
            <ConsentNote purpose="jobAlert" ta="center" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
