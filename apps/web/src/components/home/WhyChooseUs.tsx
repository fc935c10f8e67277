import { Link } from '@tanstack/react-router';
import { BENEFITS } from './content';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

/** Section 5: the benefits of working with the company and a Post a Job button. */
export function WhyChooseUs() {
  const company = useCompany();
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-why-heading">
      <div className={`${classes.container} ${classes.why}`}>
        <div className={classes.whyText}>
          <p className={classes.eyebrow}>{m.home_why_eyebrow()}</p>
          <h2 id="home-why-heading" className={`${classes.h2} ${classes.sectionTitle} ${classes.headingTitle}`}>
            {m.home_why_title()}
          </h2>
          <p className={`${classes.text} ${classes.lead} ${classes.muted}`}>{m.home_why_intro({ shortName: company.shortName })}</p>
          <ul className={classes.benefits}>
            {BENEFITS.map((benefit, i) => (
              <li key={i} className={classes.benefit}>
                <span className={`${classes.themeIcon} ${classes.benefitIcon} ${icon} ${classes.iconCheck}`} aria-hidden />
                <div>
                  <p className={`${classes.text} ${classes.benefitTitle}`}>{benefit.title()}</p>
                  <p className={`${classes.small} ${classes.muted}`}>{benefit.description()}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className={classes.whyAction}>
            <Link to="/post-job" className={PLAIN_BUTTON} data-size="md" data-arrow>
              {m.home_why_post_job()}
            </Link>
          </div>
        </div>
        <div className={classes.whyImage}>
          <ResponsiveImage src="/api/public/warehouse_hero.jpg" alt={m.home_why_image_alt()} sizes="(max-width: 768px) 100vw, 560px" />
          <div className={classes.whyBadge}>
            <p className={classes.whyBadgeValue}>{m.home_why_badge_value()}</p>
            <p className={`${classes.small} ${classes.muted}`}>{m.home_why_badge_label()}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
