import { Alert, Button, Card, Container, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatBlogDate } from '../../lib/format';
import { PRIVACY_ANSWERS } from './server-texts';
import { localizedError } from '../../lib/form-errors';
import { m } from '../../lib/i18n';
import { IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import { trpc } from '../../lib/trpc';
import { confirmInput, type PrivacyLink } from './privacy-link';

/**
 * The page a privacy request's mailed link opens: following it confirms the request (the person
 * controls the mailbox), which is then recorded, due within 30 days.
 */
export function PrivacyConfirmPage({ link }: { link: PrivacyLink }) {
  const confirm = useMutation(trpc.privacy.confirm.mutationOptions());
  const { token, kind, email } = link;
  const input = useMemo(() => confirmInput({ token, kind, email }), [token, kind, email]);
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!input || started.current) return;
    started.current = true;
    mutate(input);
  }, [input, mutate]);

  const failed = confirm.isError || !input;
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" color={failed ? 'red' : 'teal'} variant="light">
            {confirm.isSuccess ? <IconCircleCheck size={40} aria-hidden /> : <IconShieldLock size={40} aria-hidden />}
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, md: 32 }} c="navy.9">
            {confirm.isSuccess ? m.privacy_confirm_done() : failed ? m.privacy_confirm_failed() : m.privacy_confirm_working()}
          </Title>
          {confirm.isSuccess ? (
            <>
              <Text c="gray.7" role="status">
                {localizedError(confirm.data.message, PRIVACY_ANSWERS)}
              </Text>
              <Text c="gray.7" data-testid="privacy-due">
                {m.privacy_confirm_due_before()} <strong>{formatBlogDate(confirm.data.dueAt)}</strong>
                {m.privacy_confirm_due_after()}
              </Text>
            </>
          ) : failed ? (
            <Alert color="red" variant="light" role="alert">
              {localizedError(confirm.error?.message ?? PRIVACY_MESSAGES.invalidLink, PRIVACY_ANSWERS)}
            </Alert>
          ) : (
            <Loader aria-label={m.privacy_confirm_working()} />
          )}
          <Button component={Link} to="/privacy-policy" variant="default">
            {m.privacy_confirm_read_policy()}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
