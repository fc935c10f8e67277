import { Alert, Checkbox, Grid, Group, List, NativeSelect, NumberInput, Radio, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { parseJobLocation } from '@app/shared/location';
import { PAY_PERIODS, parsePay, type PayPeriod } from '@app/shared/pay';
import { POSTING_RULE_CITATION, ontarioPostingChecks, type PostingCheck } from '@app/shared/posting-rules';
// Mantine styles of the inputs only these fields use on the public pages (see styles/mantine-site.css).
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';

/** The pay and Ontario posting fields of a job form (post-job form and admin dialog). */
export interface PayPostingValues {
  payMin: number | string;
  payMax: number | string;
  payPeriod: string;
  currency: string;
  existingVacancy: string;
  aiScreening: string;
  employerUnder25: boolean;
}

export const PAY_POSTING_INITIAL: PayPostingValues = {
  payMin: '',
  payMax: '',
  payPeriod: '',
  currency: 'CAD',
  existingVacancy: '',
  aiScreening: '',
  employerUnder25: false,
};

type RuleFormValues = PayPostingValues & { location: string; salary: string; description: string; requirements: string };

const amount = (v: number | string) => (v === '' || v === null || Number.isNaN(Number(v)) ? null : Number(v));
const answer = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);

/**
 * True when a check stops the submission: a range wider than the Ontario rule, given in the pay
 * fields (the server refuses it with a 400; pay read from the salary text is only flagged). Every
 * other open point is stored with the job for the admins and never blocks.
 */
export function checkBlocks(check: PostingCheck, values: Pick<PayPostingValues, 'payMin' | 'payMax'>): boolean {
  return check.code === 'payRangeTooWide' && (amount(values.payMin) !== null || amount(values.payMax) !== null);
}

/**
 * The open points of the values as the poster types them: the same function the server runs
 * (pay read from the salary text when no amount is given, as the server does).
 */
export function liveChecks(values: RuleFormValues): PostingCheck[] {
  let payMin = amount(values.payMin);
  let payMax = amount(values.payMax);
  let payPeriod = (values.payPeriod || null) as PayPeriod | null;
  if (payMin === null && payMax === null) {
    const parsed = parsePay(values.salary);
    if (parsed) ({ min: payMin, max: payMax, period: payPeriod } = parsed);
  }
  return ontarioPostingChecks({
    location: values.location,
    payMin,
    payMax,
    payPeriod,
    existingVacancy: answer(values.existingVacancy),
    aiScreening: answer(values.aiScreening),
    employerUnder25: values.employerUnder25,
    description: values.description,
    requirements: values.requirements,
  });
}

/** The form's values for the API: answers as booleans, blanks as absent. */
export function payPostingInput(values: PayPostingValues) {
  return {
    payMin: amount(values.payMin),
    payMax: amount(values.payMax),
    payPeriod: (values.payPeriod || null) as PayPeriod | null,
    currency: values.currency || 'CAD',
    existingVacancy: answer(values.existingVacancy),
    aiScreening: answer(values.aiScreening),
    employerUnder25: values.employerUnder25,
  };
}

/** A stored job's pay and answers as form values (the admin 'Edit Job' dialog). */
export function payPostingValues(job: {
  payMin: number | null;
  payMax: number | null;
  payPeriod: PayPeriod | null;
  currency: string;
  existingVacancy: boolean | null;
  aiScreening: boolean | null;
  employerUnder25: boolean;
}): PayPostingValues {
  const yesNo = (v: boolean | null) => (v === true ? 'yes' : v === false ? 'no' : '');
  return {
    payMin: job.payMin ?? '',
    payMax: job.payMax ?? '',
    payPeriod: job.payPeriod ?? '',
    currency: job.currency || 'CAD',
    existingVacancy: yesNo(job.existingVacancy),
    aiScreening: yesNo(job.aiScreening),
    employerUnder25: job.employerUnder25,
  };
}

const PERIOD_OPTIONS = [{ value: '', label: 'Select period' }, ...PAY_PERIODS.map((p) => ({ value: p, label: `Per ${p}` }))];
const CURRENCY_OPTIONS = ['CAD', 'USD'];
/** The Ontario posting questions, each answered Yes or No ('yes' / 'no' in the form, blank until answered). */
const YES_NO_QUESTIONS: { field: 'existingVacancy' | 'aiScreening'; label: string }[] = [
  { field: 'existingVacancy', label: 'Is this posting for an existing vacancy?' },
  { field: 'aiScreening', label: 'Is AI used to screen, assess or select applicants?' },
];

/** The live result of the Ontario checks under the fields. */
export function PostingChecks({ values }: { values: RuleFormValues }) {
  const ontario = parseJobLocation(values.location).province === 'ON';
  if (!ontario) return null;
  if (values.employerUnder25) {
    return (
      <Alert variant="light" color="gray" radius="md" icon={<IconInfoCircle size={20} aria-hidden />} data-testid="posting-checks">
        Employers with fewer than 25 employees are exempt from the Ontario job posting requirements.
      </Alert>
    );
  }
  const checks = liveChecks(values);
  if (checks.length === 0) {
    return (
      <Alert variant="light" color="teal" radius="md" icon={<IconCircleCheck size={20} aria-hidden />} data-testid="posting-checks">
        This posting meets the Ontario job posting requirements.
      </Alert>
    );
  }
  // What stops the submission is said apart from what only guides, so 'you can still submit' is never said of it.
  const blocking = checks.filter((check) => checkBlocks(check, values));
  const guiding = checks.filter((check) => !checkBlocks(check, values));
  return (
    <Stack gap="sm" data-testid="posting-checks" aria-live="polite">
      {blocking.length > 0 ? (
        <Alert
          variant="light"
          color="red"
          radius="md"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Fix before submitting"
          data-testid="posting-checks-blocking"
        >
          <List size="sm" spacing={4}>
            {blocking.map((check) => (
              <List.Item key={check.code}>{check.message}</List.Item>
            ))}
          </List>
          <Text size="xs" c="gray.8" mt="xs">
            This posting cannot be submitted until the pay range is narrowed (or the employer has fewer than 25 employees).
          </Text>
        </Alert>
      ) : null}
      {guiding.length > 0 ? (
        <Alert variant="light" color="orange" radius="md" icon={<IconAlertTriangle size={20} aria-hidden />} title="Ontario posting rules: open points">
          <List size="sm" spacing={4}>
            {guiding.map((check) => (
              <List.Item key={check.code}>{check.message}</List.Item>
            ))}
          </List>
          <Text size="xs" c="gray.7" mt="xs">
            {blocking.length > 0
              ? 'These points do not stop the submission: our team reviews every posting before it is published.'
              : 'You can still submit: our team reviews every posting before it is published.'}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * Pay (min, max, period, currency, then the salary text as an optional note: the one place a job
 * form asks for pay), the two Ontario questions and 'fewer than 25 employees', with help text
 * citing the rule and the live checks. `noteLabel` names the note ('Pay notes (optional)' on Post a Job,
 * 'Salary' in the admin dialog).
 */
export function PayPostingFields<T extends RuleFormValues>({ form, noteLabel }: { form: UseFormReturnType<T>; noteLabel: string }) {
  // The fields are those of PayPostingValues in both forms; the casts give Mantine their names.
  const f = form as unknown as UseFormReturnType<RuleFormValues>;
  const values = f.getValues();
  return (
    <Stack gap="md">
      <div>
        <Title order={3} fz="md" c="navy.9">
          Pay and Ontario posting details
        </Title>
        <Text size="sm" c="gray.7" mt={2}>
          Under the {POSTING_RULE_CITATION}, Ontario postings state the pay or a pay range (at most $50,000 a year wide unless the top exceeds $200,000), say
          whether the posting is for an existing vacancy and whether AI is used to screen, assess or select applicants, and do not ask for Canadian experience.
          Employers with fewer than 25 employees are exempt.
        </Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Minimum pay"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            hideControls
            placeholder="e.g. 22"
            {...f.getInputProps('payMin')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label="Maximum pay"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            hideControls
            placeholder="e.g. 26"
            {...f.getInputProps('payMax')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect label="Pay period" data={PERIOD_OPTIONS} {...f.getInputProps('payPeriod')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect label="Currency" data={CURRENCY_OPTIONS} {...f.getInputProps('currency')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={noteLabel}
            description="Optional: a note shown with the pay, such as tips, overtime or a shift premium. Put the amounts in the fields above."
            placeholder="e.g. plus $2/hour night shift premium"
            {...f.getInputProps('salary')}
          />
        </Grid.Col>
        {YES_NO_QUESTIONS.map(({ field, label }) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <Radio.Group label={label} {...f.getInputProps(field)}>
              <Group gap="lg" mt={6}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          </Grid.Col>
        ))}
        <Grid.Col span={12}>
          <Checkbox label="The employer has fewer than 25 employees" {...f.getInputProps('employerUnder25', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
      <PostingChecks values={values} />
      {values.payMin === '' && values.payMax === '' && !values.salary ? (
        <Group gap={6} wrap="nowrap" c="gray.7">
          <ThemeIcon size={18} variant="transparent" color="gray" aria-hidden>
            <IconInfoCircle size={16} />
          </ThemeIcon>
          <Text size="xs">Postings with pay get more applicants.</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
