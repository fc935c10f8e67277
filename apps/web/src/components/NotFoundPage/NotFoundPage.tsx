import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconBriefcase, IconCompass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SiteLayout } from '../SiteLayout/SiteLayout';

/** Any path without a page. The document title is exactly '404 Page Not Found'. */
export function NotFoundPage() {
  return (
    <SiteLayout>
      {/* React hoists these into the document head. */}
      <title>404 Page Not Found</title>
      <meta name="robots" content="noindex, nofollow" />
      <Container size="sm" py={{ base: 72, md: 120 }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={88} radius={44} variant="light" aria-hidden>
            <IconCompass size={48} stroke={1.5} />
          </ThemeIcon>
          <Text fz={{ base: 64, md: 96 }} fw={900} c="brand.4" lh={1} aria-hidden>
            404
          </Text>
          <Title order={1} c="navy.9" fz={{ base: 28, md: 36 }}>
            404 Page Not Found
          </Title>
          <Text c="gray.7" maw={480}>
            The page you're looking for doesn't exist or may have moved. Head back to the home page or browse our open jobs.
          </Text>
          <Group mt="md" justify="center">
            <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              Back to Home
            </Button>
            <Button component={Link} to="/jobs" variant="default" leftSection={<IconBriefcase size={18} aria-hidden />}>
              Browse Jobs
            </Button>
          </Group>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
