import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteLayout } from '../SiteLayout/SiteLayout';

/** Any path without a page. The document title is exactly '404 Page Not Found'. */
export function NotFoundPage() {
  return (
    <SiteLayout>
      {/* React hoists these into the document head. */}
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container size="sm" py={120}>
        <Stack align="center" gap="md" ta="center">
          <Text fz={96} fw={900} c="brand.1" lh={1} aria-hidden>
            404
          </Text>
          <Title order={1}>404 Page Not Found</Title>
          <Text c="dimmed" maw={460}>
            The page you're looking for doesn't exist or has moved. Try one of these instead.
          </Text>
          <Group mt="md">
            <Button component={Link} to="/">
              Back to Home
            </Button>
            <Button component={Link} to="/jobs" variant="default">
              Browse Jobs
            </Button>
          </Group>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
