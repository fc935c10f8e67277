import { currentLocale, m } from '../../lib/i18n';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCurrencyDollar, IconRobot, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { jobPay } from '@app/shared/pay';
import type { JobDto } from '@app/shared/schemas/dtos';

function Fact({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId}>
      <ThemeIcon size={38} radius="md" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="gray.7" tt="uppercase" fw={700} style={{ letterSpacing: 0.5 }}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

type Answers = Pick<JobDto, 'existingVacancy' | 'aiScreening'>;

/** The Ontario posting questions a job page answers: the fact's label, test id and what Yes and No mean. */
const ANSWER_FACTS: { field: keyof Answers; icon: ReactNode; label: () => string; testId: string; yes: () => string; no: () => string }[] = [
  {
    field: 'existingVacancy',
    icon: <IconUserSearch size={20} />,
    label: m.job_existing_vacancy,
    testId: 'job-existing-vacancy',
    yes: m.job_existing_vacancy_yes,
    no: m.job_existing_vacancy_no,
  },
  {
    field: 'aiScreening',
    icon: <IconRobot size={20} />,
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
      <Fact icon={<IconCurrencyDollar size={20} />} label={m.job_salary()} testId="job-pay">
        <Text fw={600} c="navy.9" style={{ overflowWrap: 'break-word' }}>
          {pay ?? m.job_pay_to_be_discussed()}
        </Text>
        {note ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'break-word' }}>
            {note}
          </Text>
        ) : null}
      </Fact>
      {ANSWER_FACTS.map(({ field, icon, label, testId, yes, no }) => {
        const value = job[field];
        return typeof value === 'boolean' ? (
          <Fact key={field} icon={icon} label={label()} testId={testId}>
            <Text fw={600} c="navy.9">
              {value ? m.job_yes() : m.job_no()}
              <Text span size="sm" fw={400} c="gray.7">
                {value ? yes() : no()}
              </Text>
            </Text>
          </Fact>
        ) : null;
      })}
    </>
  );
}
