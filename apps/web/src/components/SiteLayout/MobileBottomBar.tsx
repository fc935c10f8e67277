import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArticle,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconDots,
  IconFileText,
  IconHome,
  IconLayoutGrid,
  IconMail,
  IconShieldLock,
  IconSquarePlus,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { LazyDrawer } from '../LazyDrawer/LazyDrawer';
import { MORE_LINKS, scrollAfterNavigation } from './nav';
import classes from './MobileBottomBar.module.css';

const MORE_ICONS = {
  Services: IconLayoutGrid,
  About: IconBuildingSkyscraper,
  Blog: IconArticle,
  Contact: IconMail,
  Terms: IconFileText,
  Privacy: IconShieldLock,
} as const;

/** Narrow screens (768 px or less): Home, Find a Job, Post a Job and More (a panel of the other pages). */
export function MobileBottomBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const go = (to: string, event?: { preventDefault(): void }) => {
    close();
    scrollAfterNavigation(to, pathname, event);
  };
  return (
    <>
      <nav className={classes.bar} aria-label="Mobile quick navigation" data-bottom-bar="">
        <Link to="/" className={classes.item} activeOptions={{ exact: true }} onClick={(e) => go('/', e)}>
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
        <UnstyledButton className={`${classes.item} ${classes.scriptedToggle}`} onClick={toggle} aria-expanded={opened} aria-haspopup="dialog">
          <IconDots size={22} aria-hidden />
          More
        </UnstyledButton>
        {/* Without JavaScript the button above cannot open its panel (and is hidden): a native
            disclosure with the same links stands in for it. */}
        <noscript>
          <details className={classes.noScriptMore}>
            <summary className={classes.item}>
              <IconDots size={22} aria-hidden />
              More
            </summary>
            <div className={classes.noScriptPanel}>
              <p className={classes.panelTitle}>More</p>
              <MoreLinks />
            </div>
          </details>
        </noscript>
      </nav>
      <LazyDrawer
        opened={opened}
        onClose={close}
        position="bottom"
        title="More"
        zIndex={300}
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close more menu' }}
        classNames={{ content: classes.panel, title: classes.panelTitle }}
      >
        <MoreLinks onNavigate={go} />
      </LazyDrawer>
    </>
  );
}

/** The More panel's pages, as tiles. */
function MoreLinks({ onNavigate }: { onNavigate?: (to: string) => void }) {
  return (
    <SimpleGrid cols={3} spacing="sm" pb="md">
      {MORE_LINKS.map((l) => {
        const Icon = MORE_ICONS[l.label];
        return (
          <Link key={l.to} to={l.to} className={classes.tile} onClick={onNavigate ? () => onNavigate(l.to) : undefined}>
            <Icon size={24} aria-hidden />
            {l.label}
          </Link>
        );
      })}
    </SimpleGrid>
  );
}
