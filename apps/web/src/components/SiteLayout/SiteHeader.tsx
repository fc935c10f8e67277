import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { LazyDrawer } from '../LazyDrawer/LazyDrawer';
import { Logo } from '../Logo/Logo';
import { useCompany } from '../../lib/company';
import { HEADER_LINKS, scrollAfterNavigation } from './nav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { m } from '../../lib/i18n';
import classes from './SiteHeader.module.css';

export function SiteHeader() {
  const company = useCompany();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onNavigate = (to: string, event?: { preventDefault(): void }) => {
    close();
    scrollAfterNavigation(to, pathname, event);
  };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" aria-label={company.name} onClick={(e) => onNavigate('/', e)} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>

        <Group gap={2} visibleFrom="lg" component="nav" aria-label={m.nav_main()} wrap="nowrap">
          {HEADER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link} activeOptions={{ exact: link.to === '/' }} onClick={(e) => onNavigate(link.to, e)}>
              {link.label()}
            </Link>
          ))}
        </Group>

        <LanguageSwitch className={classes.language} />

        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <Button component={Link} to="/jobs" variant="default" onClick={() => onNavigate('/jobs')}>
            {m.nav_find_job()}
          </Button>
          <Button component={Link} to="/post-job" color="amber.6" c="navy.9" onClick={() => onNavigate('/post-job')}>
            {m.nav_post_job()}
          </Button>
        </Group>

        <Burger
          opened={opened}
          onClick={toggle}
          hiddenFrom="lg"
          className={classes.scriptedToggle}
          aria-label={m.nav_toggle_menu()}
          aria-expanded={opened}
          aria-haspopup="dialog"
        />
        {/* Without JavaScript the toggle above cannot open its drawer (and is hidden): a native
            disclosure with the same links stands in for it. */}
        <noscript>
          <details className={classes.noScriptMenu}>
            <summary className={classes.noScriptToggle} aria-label={m.nav_toggle_menu()}>
              <IconMenu2 size={26} stroke={1.75} aria-hidden />
            </summary>
            <div className={classes.noScriptPanel}>
              <MenuLinks />
            </div>
          </details>
        </noscript>
      </Container>

      <LazyDrawer
        opened={opened}
        onClose={close}
        title={m.nav_menu()}
        position="right"
        size="xs"
        hiddenFrom="lg"
        zIndex={300}
        closeButtonProps={{ 'aria-label': m.nav_close_menu() }}
      >
        <MenuLinks onNavigate={onNavigate} />
      </LazyDrawer>
    </header>
  );
}

/** The narrow-screen menu: the header links, then Find Job and Post Job. */
function MenuLinks({ onNavigate }: { onNavigate?: (to: string, event?: { preventDefault(): void }) => void }) {
  return (
    <Stack gap={4} component="nav" aria-label={m.nav_mobile()}>
      {HEADER_LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className={classes.drawerLink}
          activeOptions={{ exact: link.to === '/' }}
          onClick={onNavigate ? (e) => onNavigate(link.to, e) : undefined}
        >
          {link.label()}
        </Link>
      ))}
      <Box mt="md">
        <Stack gap="xs">
          <Button component={Link} to="/jobs" variant="default" fullWidth onClick={onNavigate ? () => onNavigate('/jobs') : undefined}>
            {m.nav_find_job()}
          </Button>
          <Button component={Link} to="/post-job" color="amber.6" c="navy.9" fullWidth onClick={onNavigate ? () => onNavigate('/post-job') : undefined}>
            {m.nav_post_job()}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
