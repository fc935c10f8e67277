import { currentLocale, m } from '../../lib/i18n';
import type { ReactNode } from 'react';
import { jobPay } from '@app/shared/pay';
import type { JobDto } from '@app/shared/schemas/dtos';
import classes from './JobDetail.module.css';

/** Tabler's outline icons the job page draws (see .icon in JobDetail.module.css). */
export type JobPageIcon =
  | 'arrow-left'
  | 'building'
  | 'map-pin'
  | 'route'
  | 'calendar'
  | 'calendar-off'
  | 'eye-off'
  | 'language'
  | 'send'
  | 'briefcase'
  | 'category'
  | 'currency-dollar'
  | 'user-search'
  | 'robot'
  | 'mail'
  | 'phone';

/** One fact of a job page: its icon in a tinted square, a small upper-case label, then the value. */
export function JobFact({ icon, label, children, testId }: { icon: JobPageIcon; label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.fact} data-testid={testId}>
      <span className={`${classes.factIcon} ${classes.icon}`} data-icon={icon} aria-hidden />
      <div className={classes.factText}>
        <p className={classes.factLabel}>{label}</p>
        {children}
      </div>
    </div>
  );
}

type Answers = Pick<JobDto, 'existingVacancy' | 'aiScreening'>;

/** The Ontario posting questions a job page answers: the fact's label, test id and what Yes and No mean. */
const ANSWER_FACTS: { field: keyof Answers; icon: JobPageIcon; label: () => string; testId: string; yes: () => string; no: () => string }[] = [
  {
    field: 'existingVacancy',
    icon: 'user-search',
    label: m.job_existing_vacancy,
    testId: 'job-existing-vacancy',
    yes: m.job_existing_vacancy_yes,
    no: m.job_existing_vacancy_no,
  },
  {
    field: 'aiScreening',
    icon: 'robot',
    label: m.job_ai_screening,
    testId: 'job-ai-screening',
    yes: m.job_ai_screening_yes,
    no: m.job_ai_screening_no,
  },
];

/**
 * The pay and the Ontario posting answers of a job page: the pay as jobPay writes it for every
 * card and page (the structured pay, the salary text beside it only when it adds something, or the
 * text alone when no amount could be read), and the answers to
 * 'Is this posting for an existing vacancy?' and 'Is AI used to screen, assess or select
 * applicants?' when the poster gave them.
 */
export function JobPostingFacts({ job }: { job: Pick<JobDto, 'salary' | 'payMin' | 'payMax' | 'payPeriod' | 'currency' | 'existingVacancy' | 'aiScreening'> }) {
  const { pay, note } = jobPay(job, currentLocale());
  return (
    <>
      <JobFact icon="currency-dollar" label={m.job_salary()} testId="job-pay">
        <p className={classes.factValue}>{pay ?? m.job_pay_to_be_discussed()}</p>
        {note ? <p className={classes.factNote}>{note}</p> : null}
      </JobFact>
      {ANSWER_FACTS.map(({ field, icon, label, testId, yes, no }) => {
        const value = job[field];
        return typeof value === 'boolean' ? (
          <JobFact key={field} icon={icon} label={label()} testId={testId}>
            <p className={classes.factValue}>
              {value ? m.job_yes() : m.job_no()}
              <span className={classes.factNote}>{value ? yes() : no()}</span>
            </p>
          </JobFact>
        ) : null;
      })}
    </>
  );
}
