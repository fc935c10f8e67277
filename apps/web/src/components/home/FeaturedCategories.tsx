import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { FEATURED_CATEGORIES } from './content';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';
import { m } from '../../lib/i18n';

const ICONS = {
  Accounting: classes.iconCalculator,
  'Digital Marketing': classes.iconDeviceAnalytics,
  'Customer Service': classes.iconHeadset,
  Broadcasting: classes.iconBroadcast,
  'Sales Assistant': classes.iconShoppingBag,
} as const;

/** Section 7: featured categories, each opening the job list filtered by that category. */
export function FeaturedCategories() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-categories-heading">
      <div className={classes.container}>
        <SectionHeading
          id="home-categories-heading"
          eyebrow={m.home_categories_eyebrow()}
          title={m.home_categories_title()}
          description={m.home_categories_description()}
        />
        <div className={`${classes.grid} ${classes.categories}`}>
          {FEATURED_CATEGORIES.map((category) => (
            <Link key={category.name} to="/jobs" search={{ category: category.name }} className={classes.category}>
              <span className={`${classes.themeIcon} ${classes.categoryIcon} ${icon} ${ICONS[category.name]}`} aria-hidden />
              <p className={`${classes.text} ${classes.categoryName}`}>{category.label()}</p>
              <p className={`${classes.small} ${classes.muted}`}>{m.home_category_open_positions({ count: category.count })}</p>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
