import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCalendar, IconCurrencyDollar, IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { JobDto } from '@app/validators';
import { formatJobDate } from '../../lib/format';
import { jobTypeColor } from '../../lib/jobs';

/** A job in a list: colour-coded type label, NEW badge when flagged new, and Apply Now. */
export function JobCard({ job, headingLevel = 3 }: { job: JobDto; headingLevel?: 2 | 3 | 4 }) {
  const posted = formatJobDate(job.postedAt);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-label={job.title} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={headingLevel} fz="lg" lh={1.3}>
            {/* The title is a link to the job too (for crawlers and pages read without JavaScript). */}
            <Link to="/jobs/$jobId" params={{ jobId: String(job.id) }} style={{ color: 'inherit', textDecoration: 'none' }}>
              {job.title}
            </Link>
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {job.isNew ? (
              <Badge color="red.9" variant="filled" size="sm">
                NEW
              </Badge>
            ) : null}
            <Badge color={jobTypeColor(job.type)} variant="light" size="sm" data-testid="job-type">
              {job.type}
            </Badge>
          </Group>
        </Group>
        <Stack gap={4}>
          <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
            <IconBuilding size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {job.company}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {job.location}
            </Text>
          </Group>
          {job.salary ? (
            <Group gap={6} wrap="nowrap">
              <IconCurrencyDollar size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {job.salary}
              </Text>
            </Group>
          ) : null}
        </Stack>
        {/* The clamp sits in a growing box: a clamped text that itself grows shows a cut fourth line. */}
        <Box style={{ flex: 1 }}>
          <Text size="sm" lineClamp={3}>
            {job.description}
          </Text>
        </Box>
        <Group justify="space-between" mt="auto">
          <Group gap={6}>
            <IconCalendar size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="xs" c="dimmed">
              {posted ? `Posted ${posted}` : 'Posted recently'}
            </Text>
          </Group>
          <Button size="sm" renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: String(job.id) }} {...props} />}>
            Apply Now
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
