import { Alert, Button, Card, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff, IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { idFromText } from '@app/shared/ids';
import { JOB_ALERT_MESSAGES } from '@app/shared/schemas/job-alerts';
import { trpc } from '../../lib/trpc';
import type { JobAlertLink } from './job-alert-link';

const PAGES = {
  confirm: { working: 'Starting your job alert…', done: 'Job Alert Confirmed', failed: 'We could not start this job alert', icon: IconBellRinging },
  unsubscribe: { working: 'Unsubscribing…', done: 'You Are Unsubscribed', failed: 'We could not unsubscribe you', icon: IconBellOff },
} as const;

/**
 * The pages the links of job alert mail open. Following the link is the action: the confirmation
 * link starts the alert, the unsubscribe link stops it (one click), each said on the page.
 */
export function JobAlertLinkPage({ action, link }: { action: 'confirm' | 'unsubscribe'; link: JobAlertLink }) {
  const page = PAGES[action];
  const confirm = useMutation(trpc.jobAlert.confirm.mutationOptions());
  const unsubscribe = useMutation(trpc.jobAlert.unsubscribe.mutationOptions());
  const mutation = action === 'confirm' ? confirm : unsubscribe;
  const complete = Boolean(link.id && link.token && idFromText(String(link.id)) !== null);
  const started = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (!complete || started.current) return;
    started.current = true;
    mutate({ id: Number(link.id), token: link.token! });
  }, [complete, link.id, link.token, mutate]);

  const Icon = mutation.isSuccess ? IconCircleCheck : page.icon;
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" color={mutation.isError || !complete ? 'red' : 'teal'} variant="light">
            <Icon size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, md: 32 }} c="navy.9">
            {mutation.isSuccess ? page.done : mutation.isError || !complete ? page.failed : page.working}
          </Title>
          {mutation.isSuccess ? (
            <>
              <Text c="gray.7" role="status">
                {mutation.data.message}
              </Text>
              {action === 'confirm' && confirm.data ? (
                <Text c="gray.7">
                  Your search: <strong>{confirm.data.search}</strong> ({confirm.data.frequency === 'instant' ? 'as soon as a job is posted' : 'daily digest'})
                </Text>
              ) : null}
            </>
          ) : mutation.isError || !complete ? (
            <Alert color="red" variant="light" role="alert">
              {mutation.error?.message ?? JOB_ALERT_MESSAGES.invalidLink}{' '}
              {action === 'confirm' ? 'You can ask for a new alert on the jobs page.' : 'Use the link of the latest alert email, or contact us.'}
            </Alert>
          ) : (
            <Loader aria-label={page.working} />
          )}
          <Button component={Link} to="/jobs" variant="default">
            Browse Jobs
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
