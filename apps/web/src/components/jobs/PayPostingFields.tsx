import { Alert, Checkbox, Grid, Group, List, NativeSelect, NumberInput, Radio, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
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

/** Each pay period's option label in the page's language. */
const PERIOD_LABELS: Record<PayPeriod, () => string> = {
  hour: m.pay_per_hour,
  day: m.pay_per_day,
  week: m.pay_per_week,
  month: m.pay_per_month,
  year: m.pay_per_year,
};
const periodOptions = () => [{ value: '', label: m.pay_select_period() }, ...PAY_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p]() }))];

/** The Ontario checks' messages (the shared rule's English) in the page's language. */
const CHECK_MESSAGES: Record<PostingCheck['code'], () => string> = {
  payMissing: m.posting_check_pay_missing,
  payRangeTooWide: m.posting_check_pay_range_too_wide,
  existingVacancyUnanswered: m.posting_check_existing_vacancy,
  aiScreeningUnanswered: m.posting_check_ai_screening,
  canadianExperience: m.posting_check_canadian_experience,
};
const checkMessage = (check: PostingCheck) => (currentLocale() === 'en' ? check.message : CHECK_MESSAGES[check.code]());
const CURRENCY_OPTIONS = ['CAD', 'USD'];
/** The Ontario posting questions, each answered Yes or No ('yes' / 'no' in the form, blank until answered). */
const YES_NO_QUESTIONS: { field: 'existingVacancy' | 'aiScreening'; label: () => string }[] = [
  { field: 'existingVacancy', label: m.pay_existing_vacancy_question },
  { field: 'aiScreening', label: m.pay_ai_screening_question },
];

/** The live result of the Ontario checks under the fields. */
export function PostingChecks({ values }: { values: RuleFormValues }) {
  const ontario = parseJobLocation(values.location).province === 'ON';
  if (!ontario) return null;
  if (values.employerUnder25) {
    return (
      <Alert variant="light" color="gray" radius="md" icon={<IconInfoCircle size={20} aria-hidden />} data-testid="posting-checks">
        {m.posting_checks_exempt()}
      </Alert>
    );
  }
  const checks = liveChecks(values);
  if (checks.length === 0) {
    return (
      <Alert variant="light" color="teal" radius="md" icon={<IconCircleCheck size={20} aria-hidden />} data-testid="posting-checks">
        {m.posting_checks_ok()}
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
          title={m.posting_checks_fix_title()}
          data-testid="posting-checks-blocking"
        >
          <List size="sm" spacing={4}>
            {blocking.map((check) => (
              <List.Item key={check.code}>{checkMessage(check)}</List.Item>
            ))}
          </List>
          <Text size="xs" c="gray.8" mt="xs">
            {m.posting_checks_blocked_note()}
          </Text>
        </Alert>
      ) : null}
      {guiding.length > 0 ? (
        <Alert variant="light" color="orange" radius="md" icon={<IconAlertTriangle size={20} aria-hidden />} title={m.posting_checks_open_title()}>
          <List size="sm" spacing={4}>
            {guiding.map((check) => (
              <List.Item key={check.code}>{checkMessage(check)}</List.Item>
            ))}
          </List>
          <Text size="xs" c="gray.7" mt="xs">
            {blocking.length > 0 ? m.posting_checks_not_blocking() : m.posting_checks_can_submit()}
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
          {m.pay_heading()}
        </Title>
        <Text size="sm" c="gray.7" mt={2}>
          {m.pay_rules_text({ citation: currentLocale() === 'en' ? POSTING_RULE_CITATION : m.pay_rule_citation() })}
        </Text>
      </div>
      <Grid gap="md">
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={m.pay_minimum()}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            hideControls
            placeholder={m.pay_minimum_placeholder()}
            {...f.getInputProps('payMin')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={m.pay_maximum()}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            prefix="$"
            hideControls
            placeholder={m.pay_maximum_placeholder()}
            {...f.getInputProps('payMax')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect label={m.pay_period()} data={periodOptions()} {...f.getInputProps('payPeriod')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect label={m.pay_currency()} data={CURRENCY_OPTIONS} {...f.getInputProps('currency')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput label={noteLabel} description={m.pay_note_description()} placeholder={m.pay_note_placeholder()} {...f.getInputProps('salary')} />
        </Grid.Col>
        {YES_NO_QUESTIONS.map(({ field, label }) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
            <Radio.Group label={label()} {...f.getInputProps(field)}>
              <Group gap="lg" mt={6}>
                <Radio value="yes" label={m.pay_yes()} />
                <Radio value="no" label={m.pay_no()} />
              </Group>
            </Radio.Group>
          </Grid.Col>
        ))}
        <Grid.Col span={12}>
          <Checkbox label={m.pay_under_25()} {...f.getInputProps('employerUnder25', { type: 'checkbox' })} />
        </Grid.Col>
      </Grid>
      <PostingChecks values={values} />
      {values.payMin === '' && values.payMax === '' && !values.salary ? (
        <Group gap={6} wrap="nowrap" c="gray.7">
          <ThemeIcon size={18} variant="transparent" color="gray" aria-hidden>
            <IconInfoCircle size={16} />
          </ThemeIcon>
          <Text size="xs">{m.pay_more_applicants()}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}
