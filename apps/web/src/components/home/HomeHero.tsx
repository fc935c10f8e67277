import { Link } from '@tanstack/react-router';
import { BackgroundVideo } from '../BackgroundVideo/BackgroundVideo';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { HERO } from './content';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';

const BADGE_ICONS = [classes.iconBriefcase, classes.iconUsers];

/** Section 1: looping muted video, headline, the two calls to action and the hero badges. */
export function HomeHero() {
  const company = useCompany();
  return (
    <section className={classes.hero} aria-labelledby="home-hero-heading">
      <BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.85} />
      <div className={`${classes.container} ${classes.heroContent}`}>
        <div className={classes.heroStack}>
          <p className={classes.heroEyebrow}>{HERO.eyebrow()}</p>
          <h1 id="home-hero-heading" className={classes.heroTitle}>
            {HERO.title()}
          </h1>
          <p className={classes.heroLead}>
            {company.name} {HERO.subtitle()}
          </p>
          <div className={classes.heroActions}>
            <Link to="/contact" className={`${PLAIN_BUTTON} ${classes.heroCta}`} data-variant="amber" data-size="lg" data-arrow>
              {m.home_hero_get_started()}
            </Link>
            <Link to="/services" className={PLAIN_BUTTON} data-variant="white" data-size="lg">
              {m.home_hero_explore()}
            </Link>
          </div>
          <div className={classes.heroBadges}>
            {HERO.badges.map((badge, i) => (
              <div key={i} className={`${classes.heroBadge} ${icon} ${BADGE_ICONS[i] ?? classes.iconBriefcase}`}>
                <div>
                  <p className={classes.heroBadgeValue}>{badge.value()}</p>
                  <p className={classes.heroBadgeLabel}>{badge.label()}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
