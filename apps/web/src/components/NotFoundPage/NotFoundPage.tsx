import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../lib/i18n';
import { IconArrowLeft, IconBriefcase, IconCompass } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { SiteLayout } from '../SiteLayout/SiteLayout';

/** Any path without a page. The document title is exactly '404 Page Not Found'. */
export function NotFoundPage() {
  return (
    <SiteLayout>
      {/* React hoists these into the document head. */}
      <title>{m.not_found_title()}</title>
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
            {m.not_found_title()}
          </Title>
          <Text c="gray.7" maw={480}>
            {m.not_found_text()}
          </Text>
          <Group mt="md" justify="center">
            <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
              {m.contact_back_home()}
            </Button>
            <Button component={Link} to="/jobs" variant="default" leftSection={<IconBriefcase size={18} aria-hidden />}>
              {m.post_job_browse_jobs()}
            </Button>
          </Group>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
