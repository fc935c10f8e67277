import { PARTNERS, PARTNER_STATS } from './content';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

/** Section 10: the trusted-partners carousel. It is part of the page but hidden, as specified. */
export function TrustedPartners() {
  return (
    <section hidden aria-labelledby="home-partners-heading" data-testid="trusted-partners" style={{ display: 'none' }}>
      <div className={`${classes.container} ${classes.partners}`}>
        <h2 id="home-partners-heading" className={`${classes.h2} ${classes.partnersTitle}`}>
          {m.home_partners_title()}
        </h2>
        <div className={classes.partnersWindow}>
          <div className={classes.partnersTrack}>
            {[...PARTNERS, ...PARTNERS].map((name, i) => (
              <p key={`${name}-${i}`} className={classes.partnerName}>
                {name}
              </p>
            ))}
          </div>
        </div>
        <div className={classes.partnerStats}>
          {PARTNER_STATS.map((stat) => (
            <div key={stat.value} className={classes.partnerStat}>
              <p className={classes.whyBadgeValue}>{stat.value}</p>
              <p className={`${classes.text} ${classes.muted}`}>{stat.label()}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
