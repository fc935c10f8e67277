import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCurrencyDollar, IconRobot, IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPay, type JobDto } from '@app/validators';

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

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The pay and the Ontario posting answers of a job page: the pay from the structured fields (the
 * salary text as a note beside it, or alone when no amount could be read), and the answers to
 * 'Is this posting for an existing vacancy?' and 'Is AI used to screen, assess or select
 * applicants?' when the poster gave them.
 */
export function JobPostingFacts({ job }: { job: Pick<JobDto, 'salary' | 'payMin' | 'payMax' | 'payPeriod' | 'currency' | 'existingVacancy' | 'aiScreening'> }) {
  const pay = formatPay(job);
  const note = job.salary && job.salary !== pay ? job.salary : undefined;
  return (
    <>
      <Fact icon={<IconCurrencyDollar size={20} />} label="Salary" testId="job-pay">
        <Text fw={600} c="navy.9" style={{ overflowWrap: 'break-word' }}>
          {pay ?? note ?? 'To be discussed'}
        </Text>
        {pay && note ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'break-word' }}>
            {note}
          </Text>
        ) : null}
      </Fact>
      {typeof job.existingVacancy === 'boolean' ? (
        <Fact icon={<IconUserSearch size={20} />} label="Existing vacancy" testId="job-existing-vacancy">
          <Text fw={600} c="navy.9">
            {yesNo(job.existingVacancy)}
            <Text span size="sm" fw={400} c="gray.7">
              {job.existingVacancy ? ' — this posting fills a position that is open now' : ' — this posting is not for a position that is open now'}
            </Text>
          </Text>
        </Fact>
      ) : null}
      {typeof job.aiScreening === 'boolean' ? (
        <Fact icon={<IconRobot size={20} />} label="AI used to screen applicants" testId="job-ai-screening">
          <Text fw={600} c="navy.9">
            {yesNo(job.aiScreening)}
            <Text span size="sm" fw={400} c="gray.7">
              {job.aiScreening ? ' — AI is used to screen, assess or select applicants' : ' — applicants are not screened, assessed or selected by AI'}
            </Text>
          </Text>
        </Fact>
      ) : null}
    </>
  );
}
