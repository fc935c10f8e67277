import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
// The public site's stylesheet carries only what its pages use; this dialog brings its radios' styles (InlineInput is in the site's).
import '@mantine/core/styles/Radio.css';
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_NEAR_RADIUS_KM } from '@app/shared/location';
import type { JobAlertSearch } from '@app/shared/schemas/dtos';
import { JOB_ALERT_MESSAGES, ZJobAlertInput, describeJobAlertSearch, type JobAlertFrequency } from '@app/shared/schemas/job-alerts';
import { currentLocale, m } from '../../lib/i18n';
import { localizedError, localizedErrors } from '../../lib/form-errors';
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

const frequencies = (): { value: JobAlertFrequency; label: string; description: string }[] => [
  { value: 'daily', label: m.alert_daily(), description: m.alert_daily_description() },
  { value: 'instant', label: m.alert_instant(), description: m.alert_instant_description() },
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
    validate: (values) => localizedErrors(schemaResolver(ZJobAlertInput.pick({ email: true, frequency: true }), { sync: true })(values)),
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
      locale: currentLocale(),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={m.jobs_email_me()} radius="lg" centered size="md">
      {mutation.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={20} aria-hidden />} title={m.alert_check_inbox()} role="status">
            {localizedError(mutation.data.message, { [JOB_ALERT_MESSAGES.created]: m.alert_created })}
          </Alert>
          <Text fz="sm" c="gray.7">
            {m.alert_link_valid()}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{m.alert_done()}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={m.alert_form()}>
          {trap.honeypot}
          <Stack gap="md">
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text fz="xs" tt="uppercase" fw={700} c="gray.7">
                {m.alert_your_search()}
              </Text>
              <Text fw={600} c="navy.9" data-testid="job-alert-search">
                {describeJobAlertSearch(saved, currentLocale())}
              </Text>
            </Paper>
            <TextInput label={m.alert_email()} type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
            <Radio.Group label={m.alert_how_often()} {...form.getInputProps('frequency')}>
              <Stack gap="xs" mt={6}>
                {frequencies().map((f) => (
                  <Radio key={f.value} value={f.value} label={f.label} description={f.description} />
                ))}
              </Stack>
            </Radio.Group>
            {mutation.isError ? (
              <Alert color="red" variant="light" role="alert">
                {localizedError(mutation.error.message)}
              </Alert>
            ) : null}
            <Text fz="xs" c="gray.7">
              {m.alert_confirmation_first()}
            </Text>
            <Button type="submit" size="md" loading={mutation.isPending}>
              {m.alert_create()}
            </Button>
            <ConsentNote purpose="jobAlert" ta="center" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
