import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { LazyDrawer } from '../LazyDrawer/LazyDrawer';
import { Logo } from '../Logo/Logo';
import { useCompany } from '../../lib/company';
import { HEADER_LINKS, scrollAfterNavigation } from './nav';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { m } from '../../lib/i18n';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
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
      <div className={`${classes.container} ${classes.inner}`}>
        <Link to="/" aria-label={company.name} onClick={(e) => onNavigate('/', e)} style={{ textDecoration: 'none' }}>
          <Logo />
        </Link>

        <nav className={`${classes.nav} mantine-visible-from-lg`} aria-label={m.nav_main()}>
          {HEADER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={classes.link} activeOptions={{ exact: link.to === '/' }} onClick={(e) => onNavigate(link.to, e)}>
              {link.label()}
            </Link>
          ))}
        </nav>

        <LanguageSwitch className={classes.language} />

        <div className={`${classes.actions} mantine-visible-from-sm`}>
          <Link to="/jobs" className={PLAIN_BUTTON} data-variant="default" onClick={() => onNavigate('/jobs')}>
            {m.nav_find_job()}
          </Link>
          <Link to="/post-job" className={PLAIN_BUTTON} data-variant="amber" onClick={() => onNavigate('/post-job')}>
            {m.nav_post_job()}
          </Link>
        </div>

        <button
          type="button"
          onClick={toggle}
          className={`${classes.burger} ${classes.scriptedToggle} mantine-focus-auto mantine-hidden-from-lg`}
          aria-label={m.nav_toggle_menu()}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <span className={classes.burgerLines} />
        </button>
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
      </div>

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
    <nav className={classes.menu} aria-label={m.nav_mobile()}>
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
      <div className={classes.menuButtons}>
        <Link to="/jobs" className={PLAIN_BUTTON} data-variant="default" data-block="" onClick={onNavigate ? () => onNavigate('/jobs') : undefined}>
          {m.nav_find_job()}
        </Link>
        <Link to="/post-job" className={PLAIN_BUTTON} data-variant="amber" data-block="" onClick={onNavigate ? () => onNavigate('/post-job') : undefined}>
          {m.nav_post_job()}
        </Link>
      </div>
    </nav>
  );
}
