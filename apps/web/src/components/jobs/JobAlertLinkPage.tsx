import { Alert, Button, Card, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { JOB_ALERT_ANSWERS } from '../privacy/server-texts';
import { localizedError } from '../../lib/form-errors';
import { m } from '../../lib/i18n';
import { IconBellOff, IconBellRinging, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { idFromText } from '@app/shared/ids';
import { JOB_ALERT_MESSAGES } from '@app/shared/schemas/job-alerts';
import { trpc } from '../../lib/trpc';
import type { JobAlertLink } from './job-alert-link';

const PAGES = {
  confirm: { working: m.job_alert_confirm_working, done: m.job_alert_confirm_done, failed: m.job_alert_confirm_failed, icon: IconBellRinging },
  unsubscribe: { working: m.job_alert_unsubscribe_working, done: m.job_alert_unsubscribe_done, failed: m.job_alert_unsubscribe_failed, icon: IconBellOff },
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
            {mutation.isSuccess ? page.done() : mutation.isError || !complete ? page.failed() : page.working()}
          </Title>
          {mutation.isSuccess ? (
            <>
              <Text c="gray.7" role="status">
                {localizedError(mutation.data.message, JOB_ALERT_ANSWERS)}
              </Text>
              {action === 'confirm' && confirm.data ? (
                <Text c="gray.7">
                  {m.job_alert_your_search()} <strong>{confirm.data.search}</strong> (
                  {confirm.data.frequency === 'instant' ? m.job_alert_instant() : m.job_alert_daily()})
                </Text>
              ) : null}
            </>
          ) : mutation.isError || !complete ? (
            <Alert color="red" variant="light" role="alert">
              {localizedError(mutation.error?.message ?? JOB_ALERT_MESSAGES.invalidLink, JOB_ALERT_ANSWERS)}{' '}
              {action === 'confirm' ? m.job_alert_confirm_hint() : m.job_alert_unsubscribe_hint()}
            </Alert>
          ) : (
            <Loader aria-label={page.working()} />
          )}
          <Button component={Link} to="/jobs" variant="default">
            {m.post_job_browse_jobs()}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
