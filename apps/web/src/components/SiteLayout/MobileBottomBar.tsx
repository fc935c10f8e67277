import { Drawer, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBriefcase, IconDots, IconHome, IconSquarePlus } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { MORE_LINKS, scrollAfterNavigation } from './nav';
import classes from './MobileBottomBar.module.css';

/** Narrow screens: Home, Find a Job, Post a Job and More (a panel of the other pages). */
export function MobileBottomBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const go = (to: string) => {
    close();
    scrollAfterNavigation(to, pathname);
  };
  return (
    <>
      <nav className={classes.bar} aria-label="Mobile quick navigation">
        <Link to="/" className={classes.item} activeOptions={{ exact: true }} onClick={() => go('/')}>
          <IconHome size={22} aria-hidden />
          Home
        </Link>
        <Link to="/jobs" className={classes.item} onClick={() => go('/jobs')}>
          <IconBriefcase size={22} aria-hidden />
          Find a Job
        </Link>
        <Link to="/post-job" className={classes.item} onClick={() => go('/post-job')}>
          <IconSquarePlus size={22} aria-hidden />
          Post a Job
        </Link>
        <UnstyledButton className={classes.item} onClick={toggle} aria-expanded={opened} aria-controls="more-panel">
          <IconDots size={22} aria-hidden />
          More
        </UnstyledButton>
      </nav>
      <Drawer opened={opened} onClose={close} position="bottom" size="auto" title="More" id="more-panel" zIndex={300}>
        <SimpleGrid cols={2} spacing="xs" pb="xl">
          {MORE_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={classes.item} style={{ minHeight: 48, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} onClick={() => go(l.to)}>
              {l.label}
            </Link>
          ))}
        </SimpleGrid>
      </Drawer>
    </>
  );
}
