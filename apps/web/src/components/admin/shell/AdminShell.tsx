import { AppShell, Avatar, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../Logo/Logo';
import { useAdminAuth } from '../../../lib/admin-auth';
import { mayOpenAdminScreen, STAFF_ROLE_LABELS } from '@app/shared/roles';
import { ADMIN_NAV, isAdminNavActive } from './nav';
import '../../../styles/mantine-admin.css';

/**
 * The admin frame: a header with the burger (phones) and a left sidebar with the section links,
 * the signed-in admin, 'Back to Site' and 'Logout'.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { user, logout } = useAdminAuth();
  const navigate = useNavigate();

  const onLogout = async () => {
    close();
    await logout();
    // The guard notices the signed-out state too; this plain address wins (no return target).
    await navigate({ to: '/admin/login', replace: true });
  };

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding={{ base: 'md', sm: 'xl' }} bg="gray.0">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header withBorder>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="admin-navbar"
            />
            {/* Named by the logo's own text (the company), then where it goes. */}
            <Link to="/admin" style={{ textDecoration: 'none' }} onClick={close}>
              <Logo size={32} />
              <VisuallyHidden>: admin dashboard</VisuallyHidden>
            </Link>
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              c="brand.7"
              bg="brand.0"
              px={8}
              py={2}
              style={{ borderRadius: 6, letterSpacing: '0.06em' }}
              visibleFrom="xs"
            >
              Admin
            </Text>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="admin-navbar" p="md" aria-label="Admin navigation">
        <AppShell.Section grow component={ScrollArea} type="auto">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} style={{ letterSpacing: '0.06em' }}>
            Administration
          </Text>
          <Box component="nav" aria-label="Admin">
            <Stack gap={4}>
              {ADMIN_NAV.filter((item) => mayOpenAdminScreen(item.to, user?.role)).map((item) => {
                const active = isAdminNavActive(item.to, pathname);
                const Icon = item.icon;
                return (
                  <NavLink
                    key={item.to}
                    // Paths are checked by the router at runtime; one (leads) is added by another page.
                    renderRoot={(props) => <Link to={item.to as never} activeOptions={{ exact: item.to === '/admin' }} {...props} />}
                    label={item.label}
                    leftSection={<Icon size={18} stroke={1.8} />}
                    active={active}
                    aria-current={active ? 'page' : undefined}
                    variant="light"
                    color="brand"
                    fw={600}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    onClick={close}
                  />
                );
              })}
            </Stack>
          </Box>
        </AppShell.Section>

        <AppShell.Section>
          <Divider my="sm" />
          <Group gap="sm" px="xs" mb="sm" wrap="nowrap">
            <Avatar color="navy" radius="xl" size={36} aria-hidden>
              {user?.username.slice(0, 1).toUpperCase()}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                Signed in as
              </Text>
              <Text size="sm" fw={700} truncate data-testid="admin-username">
                {user?.username}
              </Text>
              {user && (
                <Text size="xs" c="dimmed" data-testid="admin-role">
                  {STAFF_ROLE_LABELS[user.role]}
                </Text>
              )}
            </div>
          </Group>
          <Stack gap={6}>
            <Button component={Link} to="/" variant="default" leftSection={<IconExternalLink size={16} />} fullWidth onClick={close}>
              Back to Site
            </Button>
            <Button variant="light" color="red" leftSection={<IconLogout size={16} />} fullWidth onClick={onLogout}>
              Logout
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="admin-main">
        <Box maw={1280} mx="auto">
          {children}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** Full-screen notice while the admin session is being checked. */

export { VerifyingAdmin } from './VerifyingAdmin';
