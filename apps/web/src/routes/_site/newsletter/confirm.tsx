import { Alert, Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc';
import { siteHead } from '../../../lib/seo';

interface ConfirmSearch {
  email?: string;
  token?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : undefined);

export const Route = createFileRoute('/_site/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>): ConfirmSearch => ({ email: text(search.email), token: text(search.token) }),
  head: siteHead(() => ({
    title: 'Confirm Your Subscription',
    description: 'Confirm that you want to receive our weekly newsletter again.',
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
            {confirm.isSuccess ? 'Subscription Confirmed' : 'Confirm Your Subscription'}
          </Title>
          {confirm.isSuccess ? (
            <Text c="gray.7" role="status">
              {confirm.data.message}
            </Text>
          ) : complete ? (
            <>
              <Text c="gray.7">
                Press the button to receive our weekly newsletter again at <strong>{email}</strong>.
              </Text>
              <Button size="md" loading={confirm.isPending} onClick={() => email && token && confirm.mutate({ email, token })}>
                Confirm Subscription
              </Button>
            </>
          ) : null}
          {!complete || confirm.isError ? (
            <Alert color="red" variant="light" role="alert" title="We could not confirm this subscription">
              {confirm.error?.message ?? 'This confirmation link is invalid or has expired.'} You can subscribe again from our blog.
            </Alert>
          ) : null}
          <Button component={Link} to="/blog" variant="default">
            Go to the Blog
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
