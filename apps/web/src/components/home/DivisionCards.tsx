import { Link } from '@tanstack/react-router';
import { SectionHeading } from './SectionHeading';
import { DIVISIONS } from './content';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import classes from './home.module.css';
import { m } from '../../lib/i18n';

/** Section 6: the three divisions with Find Jobs and Get Quote buttons. */
export function DivisionCards() {
  return (
    <section className={classes.section} aria-labelledby="home-divisions-heading">
      <div className={classes.container}>
        <SectionHeading
          id="home-divisions-heading"
          eyebrow={m.home_divisions_eyebrow()}
          title={m.home_divisions_title()}
          description={m.home_divisions_description()}
        />
        <div className={`${classes.grid} ${classes.grid3}`}>
          {DIVISIONS.map((division) => (
            <article key={division.id} className={`${classes.card} ${classes.division}`} aria-labelledby={`division-${division.id}`}>
              <ResponsiveImage className={classes.divisionImage} src={division.image} alt="" sizes="(max-width: 768px) 100vw, 380px" />
              <div className={classes.divisionBody}>
                <h3 className={classes.h3} id={`division-${division.id}`}>
                  {division.title()}
                </h3>
                <p className={`${classes.small} ${classes.muted}`}>{division.description()}</p>
                <ul className={classes.points}>
                  {division.points.map((point, i) => (
                    <li key={i}>{point()}</li>
                  ))}
                </ul>
                <Link to={division.to} className={`${PLAIN_BUTTON} ${classes.divisionAction}`} data-variant={division.primary ? undefined : 'light'} data-arrow>
                  {division.cta()}
                </Link>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
