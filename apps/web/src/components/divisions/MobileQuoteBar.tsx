import { IconMail, IconPhone, IconTruckDelivery } from '@tabler/icons-react';
import { m } from '../../lib/i18n';
import { useCompany } from '../../lib/company';
import { useReplacesSiteBottomBar } from '../SiteLayout/page-bottom-bar';
import classes from './MobileQuoteBar.module.css';

/**
 * Transportation on narrow screens: Call Now, Get Quote and Email, fixed at the bottom in place of
 * the site's bottom bar (same height, so the footer's room for that bar keeps the page's end clear).
 */
export function MobileQuoteBar({ onQuote }: { onQuote: () => void }) {
  const company = useCompany();
  useReplacesSiteBottomBar();
  return (
    <div className={classes.bar} role="region" aria-label={m.division_quick_actions()} data-testid="mobile-quote-bar" data-bottom-bar="">
      <a className={classes.action} href={company.phoneHref}>
        <IconPhone size={18} aria-hidden />
        {m.division_call_now()}
      </a>
      <button type="button" className={`${classes.action} ${classes.primary}`} onClick={onQuote}>
        <IconTruckDelivery size={18} aria-hidden />
        {m.home_division_get_quote()}
      </button>
      <a className={classes.action} href={`mailto:${company.email}`}>
        <IconMail size={18} aria-hidden />
        {m.division_email()}
      </a>
    </div>
  );
}
