import type { ReactNode } from 'react';
import classes from './home.module.css';

/** Eyebrow, h2 and intro line of a home section (on a dark band when `inverted`). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  inverted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'left';
  inverted?: boolean;
}) {
  return (
    <div className={classes.heading} data-align={align} data-inverted={inverted || undefined}>
      {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={`${classes.h2} ${classes.sectionTitle} ${classes.headingTitle}`}>
        {title}
      </h2>
      {description ? <p className={`${classes.text} ${classes.lead} ${classes.headingLead}`}>{description}</p> : null}
    </div>
  );
}
