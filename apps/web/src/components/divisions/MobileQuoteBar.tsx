import { IconMail, IconPhone, IconTruckDelivery } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useCompany } from '../../lib/company';
import classes from './MobileQuoteBar.module.css';

/** Transportation on narrow screens: Call Now, Get Quote and Email, fixed above the site's bottom bar. */
export function MobileQuoteBar({ onQuote }: { onQuote: () => void }) {
  const company = useCompany();
  // Room at the end of the page so the bar never covers the footer's last lines.
  useEffect(() => {
    document.body.classList.add('has-quote-bar');
    return () => document.body.classList.remove('has-quote-bar');
  }, []);
  return (
    <div className={classes.bar} role="region" aria-label="Quick actions" data-testid="mobile-quote-bar">
      <a className={classes.action} href={company.phoneHref}>
        <IconPhone size={18} aria-hidden />
        Call Now
      </a>
      <button type="button" className={`${classes.action} ${classes.primary}`} onClick={onQuote}>
        <IconTruckDelivery size={18} aria-hidden />
        Get Quote
      </button>
      <a className={classes.action} href={`mailto:${company.email}`}>
        <IconMail size={18} aria-hidden />
        Email
      </a>
    </div>
  );
}
