import { SectionHeading } from './SectionHeading';
import { STEPS, stepsNote } from './content';
import classes from './home.module.css';
import { MASK_ICON as icon } from '../MaskIcon/MaskIcon';
import { useCompany } from '../../lib/company';
import { m } from '../../lib/i18n';

const STEP_ICONS = [classes.iconSearch, classes.iconListCheck, classes.iconClipboardCheck];

/** Section 4: search, check the requirements, apply; an agent reviews and invites eligible applicants. */
export function HowItWorks() {
  const company = useCompany();
  return (
    <section className={classes.section} aria-labelledby="home-how-heading">
      <div className={classes.container}>
        <SectionHeading
          id="home-how-heading"
          eyebrow={m.home_how_eyebrow()}
          title={m.home_how_title()}
          description={m.home_how_description({ shortName: company.shortName })}
        />
        <ol className={`${classes.grid} ${classes.grid3} ${classes.steps}`}>
          {STEPS.map((step, i) => (
            <li key={i} className={`${classes.card} ${classes.step}`}>
              <div className={classes.stepNumber} aria-hidden>
                {i + 1}
              </div>
              <span className={`${icon} ${classes.stepIcon} ${STEP_ICONS[i] ?? classes.iconSearch}`} aria-hidden />
              <h3 className={classes.h3}>{step.title()}</h3>
              <p className={`${classes.text} ${classes.muted}`}>{step.description()}</p>
            </li>
          ))}
        </ol>
        <div className={classes.note} role="alert" aria-labelledby="home-steps-note-title" aria-describedby="home-steps-note-body">
          <span className={`${icon} ${classes.noteIcon} ${classes.iconUserCheck}`} aria-hidden />
          <div className={classes.noteBody}>
            <p className={classes.noteTitle} id="home-steps-note-title">
              {m.home_steps_after_title()}
            </p>
            <p className={`${classes.small} ${classes.noteText}`} id="home-steps-note-body">
              {stepsNote(company.shortName)}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
