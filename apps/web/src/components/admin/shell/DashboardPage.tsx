import { Alert, Anchor, Box, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArticle,
  IconBriefcase,
  IconClockHour4,
  IconDatabase,
  IconExternalLink,
  IconFileText,
  IconInbox,
  IconMessageStar,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAdminAuth } from '../../../lib/admin-auth';
import { mayOpenAdminScreen, type StaffRole } from '@app/validators';
import { formatCount, relativeTime } from '../../../lib/format';
import { CacheManagerPanel } from '../../../pwa/CacheManagerPanel';
import { AdminPageHeader, EmptyState, StatCard } from '../common';
import { recentActivity } from './recent-activity';
import { dashboardStatsQuery, recentApplicationsQuery, recentJobsQuery } from '../queries';

function RecentActivity() {
  const jobs = useQuery(recentJobsQuery());
  const applications = useQuery(recentApplicationsQuery());
  const entries = useMemo(() => recentActivity(jobs.data ?? [], applications.data ?? []), [jobs.data, applications.data]);
  const loading = jobs.isPending || applications.isPending;

  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-labelledby="recent-activity-heading">
      <Title order={2} fz="lg" id="recent-activity-heading" mb="md" c="navy.9">
        Recent Activity
      </Title>
      {loading ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={52} radius="md" />
          ))}
        </Stack>
      ) : jobs.isError && applications.isError ? (
        <Alert color="red" role="alert" title="Could not load recent activity">
          {jobs.error.message}
        </Alert>
      ) : entries.length === 0 ? (
        <EmptyState title="No recent activity" message="New jobs and applications will show up here." />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent activity" data-testid="recent-activity">
          {entries.map((entry) => (
            <Group key={entry.key} component="li" gap="sm" wrap="nowrap" p="sm" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <ThemeIcon variant="light" color={entry.kind === 'job' ? 'brand' : 'teal'} radius="xl" size={36} aria-hidden>
                {entry.kind === 'job' ? <IconBriefcase size={18} /> : <IconUserCheck size={18} />}
              </ThemeIcon>
              <Box style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {entry.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {entry.detail}
                </Text>
              </Box>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {relativeTime(entry.at)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {/* The full record of admin actions (the audit log) is its own screen. */}
      <Anchor component={Link} to="/admin/activity" size="sm" fw={600} mt="md" display="inline-block">
        View all activity
      </Anchor>
    </Paper>
  );
}

function QuickActions({ role }: { role: StaffRole | undefined }) {
  const actions = [
    { label: 'Manage Jobs', to: '/admin/jobs' as const, icon: IconBriefcase },
    { label: 'Manage Blog Posts', to: '/admin/blog' as const, icon: IconFileText },
    { label: 'Manage Testimonials', to: '/admin/testimonials' as const, icon: IconMessageStar },
    { label: 'Cache Management', to: '/admin/settings' as const, icon: IconDatabase },
  ];
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-labelledby="quick-actions-heading">
      <Title order={2} fz="lg" id="quick-actions-heading" mb="md" c="navy.9">
        Quick Actions
      </Title>
      <Stack gap="xs">
        {actions
          .filter(({ to }) => mayOpenAdminScreen(to, role))
          .map(({ label, to, icon: Icon }) => (
            <Button key={label} component={Link} to={to} variant="default" justify="flex-start" leftSection={<Icon size={18} />} fullWidth size="md">
              {label}
            </Button>
          ))}
        <Button
          component="a"
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          variant="filled"
          color="navy.9"
          justify="flex-start"
          leftSection={<IconExternalLink size={18} />}
          fullWidth
          size="md"
        >
          View Live Site
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin: figures, recent activity, quick actions and the cache manager. */
export function DashboardPage() {
  const { user } = useAdminAuth();
  const stats = useQuery(dashboardStatsQuery());
  // Links and panels only to what the user's role may open.
  const linkTo = <T extends string>(to: T) => (mayOpenAdminScreen(to, user?.role) ? to : undefined);
  const value = (n: number | undefined) => (stats.isSuccess ? formatCount(n ?? 0) : stats.isError ? '—' : undefined);

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle={user ? `Welcome back, ${user.username}. Here's what's happening across the site.` : "Here's what's happening across the site."}
      />

      {stats.isError ? (
        <Alert color="red" role="alert" title="Could not load the figures">
          {stats.error.message}
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} spacing={{ base: 'sm', sm: 'md' }}>
        {/* First: what waits for a decision (the job list opens on its Pending tab). */}
        <StatCard
          label="Awaiting Review"
          value={value(stats.data?.pendingJobs)}
          hint="jobs to approve or deny"
          icon={<IconClockHour4 size={22} />}
          color="orange"
          to={linkTo('/admin/jobs')}
        />
        <StatCard label="Total Jobs" value={value(stats.data?.jobs)} hint="active job listings" icon={<IconBriefcase size={22} />} color="brand" />
        <StatCard label="Blog Posts" value={value(stats.data?.blogPosts)} hint="published articles" icon={<IconArticle size={22} />} color="teal" />
        <StatCard label="Testimonials" value={value(stats.data?.testimonials)} hint="client reviews" icon={<IconMessageStar size={22} />} color="amber" />
        <StatCard label="Applications" value={value(stats.data?.applications)} hint="total applications" icon={<IconUsers size={22} />} color="grape" />
        <StatCard
          label="New Leads"
          value={value(stats.data?.newLeads)}
          hint="awaiting follow-up"
          icon={<IconInbox size={22} />}
          color="red"
          to={linkTo('/admin/leads')}
        />
      </SimpleGrid>

      <Grid gap={{ base: 'sm', sm: 'md' }}>
        {linkTo('/admin/jobs') && (
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RecentActivity />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: linkTo('/admin/jobs') ? 5 : 12 }}>
          <QuickActions role={user?.role} />
        </Grid.Col>
      </Grid>

      <CacheManagerPanel />
    </Stack>
  );
}
