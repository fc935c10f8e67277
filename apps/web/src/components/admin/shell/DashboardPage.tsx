import { Alert, Anchor, Box, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArticle,
  IconBriefcase,
  IconClockHour4,
  IconExternalLink,
  IconFileText,
  IconInbox,
  IconMessageStar,
  IconShieldLock,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAdminAuth } from '../../../lib/admin-auth';
import { mayOpenAdminScreen, type StaffRole } from '@app/shared/roles';
import { formatCount, formatLocalDate, relativeTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { CacheManagerPanel } from '../../../pwa/CacheManagerPanel';
import { AdminPageHeader, EmptyState, StatCard } from '../common';
import { recentActivity } from './recent-activity';
import { dashboardStatsQuery, recentApplicationsQuery, recentJobsQuery } from '../queries';
import { DueBadge, PRIVACY_KIND_LABELS } from '../privacy/DueBadge';
import { ApplicationsPerWeekCard } from '../stats/ApplicationsPerWeekCard';

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

/** Open requests on the owner's dashboard: the most this panel lists (the soonest due). */
const PRIVACY_PANEL_ROWS = 5;

/**
 * The open privacy requests, soonest due first, with their due dates (owners: the Privacy screen
 * is theirs). A confirmed request is otherwise seen only by opening that screen.
 */
function OpenPrivacyRequests() {
  const list = useQuery({ ...trpc.privacy.list.queryOptions({ status: 'verified', limit: PRIVACY_PANEL_ROWS }), staleTime: 0 });
  const now = Date.now();
  const open = list.data?.open ?? 0;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="privacy-requests-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="grape" aria-hidden>
            <IconShieldLock size={22} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" id="privacy-requests-heading" c="navy.9">
              Privacy Requests
            </Title>
            <Text size="sm" c="dimmed">
              Access and deletion requests to answer within 30 days, soonest due first.
            </Text>
          </div>
        </Group>
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert" title="Could not load the privacy requests">
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <Skeleton h={52} radius="md" aria-label="Loading privacy requests" />
      ) : list.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="privacy-requests-empty">
          No open privacy requests.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Open privacy requests">
          {list.data.items.map((request) => (
            <Group
              key={request.id}
              component="li"
              justify="space-between"
              gap="sm"
              p="sm"
              bg="gray.0"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid="dashboard-privacy-request"
            >
              <Text size="sm" fw={600}>
                #{request.id} {PRIVACY_KIND_LABELS[request.kind]}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Due {formatLocalDate(request.dueAt)}
                </Text>
                <DueBadge request={request} now={now} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/admin/privacy" size="sm" fw={600} mt="md" display="inline-block">
        {open > PRIVACY_PANEL_ROWS ? `View all ${open} open requests` : 'Open Privacy requests'}
      </Anchor>
    </Paper>
  );
}

/** /admin: figures, recent activity, quick actions, and for owners the open privacy requests and the cache manager. */
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

      {/*
        Columns follow the width the grid has, not the window's (the sidebar takes its share): six
        in a row only where each card holds 'Testimonials' beside its icon; at 1440 px, three.
      */}
      <SimpleGrid type="container" cols={{ base: 2, '42rem': 3, '84rem': 6 }} spacing={{ base: 'sm', '36rem': 'md' }}>
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

      <ApplicationsPerWeekCard />

      {linkTo('/admin/privacy') && <OpenPrivacyRequests />}

      {/* The service worker's cache tools are the owners' (they live in Settings too); shown here once. */}
      {linkTo('/admin/settings') && <CacheManagerPanel />}
    </Stack>
  );
}
