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
import { m } from '../../lib/i18n';
import classes from './MobileBottomBar.module.css';

const MORE_ICONS = {
  '/services': IconLayoutGrid,
  '/about': IconBuildingSkyscraper,
  '/blog': IconArticle,
  '/contact': IconMail,
  '/terms-conditions': IconFileText,
  '/privacy-policy': IconShieldLock,
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
      <nav className={classes.bar} aria-label={m.nav_mobile_quick()} data-bottom-bar="">
        <Link to="/" className={classes.item} activeOptions={{ exact: true }} onClick={(e) => go('/', e)}>
          <IconHome size={22} aria-hidden />
          {m.nav_home()}
        </Link>
        <Link to="/jobs" className={classes.item} onClick={() => go('/jobs')}>
          <IconBriefcase size={22} aria-hidden />
          {m.bar_find_job()}
        </Link>
        <Link to="/post-job" className={classes.item} onClick={() => go('/post-job')}>
          <IconSquarePlus size={22} aria-hidden />
          {m.bar_post_job()}
        </Link>
        <button
          type="button"
          className={`${classes.item} ${classes.scriptedToggle} mantine-focus-auto`}
          onClick={toggle}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <IconDots size={22} aria-hidden />
          {m.nav_more()}
        </button>
        {/* Without JavaScript the button above cannot open its panel (and is hidden): a native
            disclosure with the same links stands in for it. */}
        <noscript>
          <details className={classes.noScriptMore}>
            <summary className={classes.item}>
              <IconDots size={22} aria-hidden />
              {m.nav_more()}
            </summary>
            <div className={classes.noScriptPanel}>
              <p className={classes.panelTitle}>{m.nav_more()}</p>
              <MoreLinks />
            </div>
          </details>
        </noscript>
      </nav>
      <LazyDrawer
        opened={opened}
        onClose={close}
        position="bottom"
        title={m.nav_more()}
        zIndex={300}
        radius="lg"
        closeButtonProps={{ 'aria-label': m.nav_close_more() }}
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
    <div className={classes.tiles}>
      {MORE_LINKS.map((l) => {
        const Icon = MORE_ICONS[l.to];
        return (
          <Link key={l.to} to={l.to} className={classes.tile} onClick={onNavigate ? () => onNavigate(l.to) : undefined}>
            <Icon size={24} aria-hidden />
            {l.label()}
          </Link>
        );
      })}
    </div>
  );
}
