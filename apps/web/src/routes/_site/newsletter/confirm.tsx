import { Alert, Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { NEWSLETTER_ANSWERS } from '../../../components/privacy/server-texts';
import { localizedError } from '../../../lib/form-errors';
import { m } from '../../../lib/i18n';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc';
import { headLoader, headOfLoader } from '../../../lib/seo';

interface ConfirmSearch {
  email?: string;
  token?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : undefined);

export const Route = createFileRoute('/_site/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch => ({ email: text(search.email), token: text(search.token) }),
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader(() => ({
    title: m.newsletter_confirm_title(),
    description: m.newsletter_confirm_head_description(),
    path: '/newsletter/confirm',
    noindex: true,
  })),
  component: ConfirmSubscriptionPage,
});

/**
 * The link of the newsletter confirmation mail (double opt-in for an address that unsubscribed).
 * Opening it changes nothing by itself (mail scanners open links): the reader presses the button.
 */
function ConfirmSubscriptionPage() {
  const { email, token } = Route.useSearch();
  const confirm = useMutation(trpc.newsletter.confirm.mutationOptions());
  const complete = Boolean(email && token);

  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" color="teal" variant="light">
            {confirm.isSuccess ? <IconCircleCheck size={40} aria-hidden /> : <IconMailCheck size={40} aria-hidden />}
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, md: 32 }} c="navy.9">
            {confirm.isSuccess ? m.newsletter_confirm_done() : m.newsletter_confirm_title()}
          </Title>
          {confirm.isSuccess ? (
            <Text c="gray.7" role="status">
              {localizedError(confirm.data.message, NEWSLETTER_ANSWERS)}
            </Text>
          ) : complete ? (
            <>
              <Text c="gray.7">
                {m.newsletter_confirm_press()} <strong>{email}</strong>
                {m.newsletter_confirm_press_after()}
              </Text>
              <Button size="md" loading={confirm.isPending} onClick={() => email && token && confirm.mutate({ email, token })}>
                {m.newsletter_confirm_button()}
              </Button>
            </>
          ) : null}
          {!complete || confirm.isError ? (
            <Alert color="red" variant="light" role="alert" title={m.newsletter_confirm_failed()}>
              {localizedError(confirm.error?.message ?? 'This confirmation link is invalid or has expired.', NEWSLETTER_ANSWERS)}{' '}
              {m.newsletter_confirm_subscribe_again()}
            </Alert>
          ) : null}
          <Button component={Link} to="/blog" variant="default">
            {m.newsletter_confirm_go_blog()}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
