import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { CTA_TRIO } from './content';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';
import { m } from '../../lib/i18n';

const ICONS = [classes.iconSearch, classes.iconUsersGroup, classes.iconMessages];

/** Section 9: three calls to action for job seekers, employers and shippers. */
export function CtaTrio() {
  return (
    <section className={`${classes.section} ${classes.ctaBand}`} aria-labelledby="home-cta-heading">
      <div className={classes.container}>
        <SectionHeading id="home-cta-heading" eyebrow={m.home_cta_eyebrow()} title={m.home_cta_title()} description={m.home_cta_description()} inverted />
        <div className={`${classes.grid} ${classes.grid3}`}>
          {CTA_TRIO.map((cta, i) => (
            <div key={cta.to} className={classes.ctaCard}>
              <span className={`${classes.themeIcon} ${classes.ctaIcon} ${icon} ${ICONS[i] ?? classes.iconSearch}`} aria-hidden />
              <h3 className={`${classes.h3} ${classes.ctaTitle}`}>{cta.title()}</h3>
              <p className={`${classes.small} ${classes.ctaText}`}>{cta.description()}</p>
              <Link to={cta.to} className={`${PLAIN_BUTTON} ${classes.ctaAction}`} data-variant="white" data-arrow>
                {cta.cta()}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
