import { currentLocale, m } from '../../lib/i18n';
import { categoryLabel, jobTypeLabel } from '../SiteLayout/nav';
import { Button, Divider, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { groupDigits } from '@app/shared/numbers';
import { filterPayPeriod, formatPay, type PayPeriod } from '@app/shared/pay';
import type { FacetValue, JobFacets as Facets } from '@app/shared/schemas/dtos';
import {
  JOB_SEARCH_FORM_ID,
  payPeriodOptions,
  isPayPeriod,
  readAmount,
  searchFields,
  toggleFilter,
  withFilters,
  withMinPay,
  type JobSearch,
} from './job-filters';
import classes from './jobs.module.css';
import { formatCount } from '../../lib/format';
import { GetForm, instead } from '../forms/GetForm';

const count = formatCount;

function FacetGroup({
  title,
  filter,
  values,
  search,
  onToggle,
}: {
  title: string;
  filter: 'type' | 'category' | 'location';
  values: FacetValue[];
  search: JobSearch;
  onToggle: (value: string) => void;
}) {
  const chosen = search[filter];
  // Types and categories are named in the page's language; places as they are.
  const labelOf = filter === 'type' ? jobTypeLabel : filter === 'category' ? categoryLabel : (value: string) => value;
  const isChosen = (value: string) => chosen !== undefined && chosen.toLowerCase() === value.toLowerCase();
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" fw={700} c="navy.9">
        {title}
      </Title>
      {values.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {m.jobs_facet_none()}
        </Text>
      ) : (
        // Without JavaScript each value submits the rest of the search with its own (or without it, when chosen).
        <GetForm action="/jobs" values={searchFields(withFilters(search, { [filter]: undefined }))}>
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {values.map((facet) => (
              <li key={facet.value}>
                {/* Plain elements, not UnstyledButton, Text and Badge: a list has up to twenty of them, each
                    three Mantine components for a phone to hydrate. */}
                <button
                  type="submit"
                  name={filter}
                  value={isChosen(facet.value) ? '' : facet.value}
                  className={classes.facet}
                  data-active={isChosen(facet.value) || undefined}
                  aria-pressed={isChosen(facet.value)}
                  onClick={instead(() => onToggle(facet.value))}
                >
                  <span className={classes.facetLabel}>{labelOf(facet.value)}</span>
                  <span className={classes.facetCount}>{count(facet.count)}</span>
                </button>
              </li>
            ))}
          </Stack>
        </GetForm>
      )}
    </Stack>
  );
}

/**
 * The pay filter: at least an amount per hour, day, week, month or year (compared by the server as
 * yearly equivalents). Applied with the button or Enter, so typing does not search at each key.
 */
function MinPayFilter({ search, onChange }: { search: JobSearch; onChange: (next: JobSearch) => void }) {
  const [amount, setAmount] = useState(search.minPay !== undefined ? groupDigits(search.minPay, Number.isInteger(search.minPay) ? 0 : 2) : '');
  const [period, setPeriod] = useState<PayPeriod>(search.minPay !== undefined ? filterPayPeriod(search.minPay, search.payPeriod) : 'hour');
  const chosen =
    search.minPay !== undefined
      ? formatPay({ payMin: search.minPay, payPeriod: filterPayPeriod(search.minPay, search.payPeriod) }, currentLocale())
      : undefined;
  const apply = () => {
    const value = readAmount(amount);
    // A figure that cannot be read stays in the box with its message; a blank box clears the filter.
    if (value === undefined && amount.trim() !== '') return;
    onChange(withMinPay(search, value, period));
  };
  return (
    // Its fields and Apply pay belong to the filter bar's form: without JavaScript, Apply pay sends
    // the whole search with the pay (see JOB_SEARCH_FORM_ID).
    <Stack gap={8} role="group" aria-labelledby="pay-filter-heading">
      <Title order={3} fz="sm" fw={700} c="navy.9" id="pay-filter-heading">
        {m.jobs_pay()}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label={m.jobs_minimum_pay()}
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          leftSectionPointerEvents="none"
          form={JOB_SEARCH_FORM_ID}
          name="minPay"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter applies the pay (the form it belongs to would search the bar's words instead).
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
          error={amount.trim() !== '' && readAmount(amount) === undefined ? m.jobs_minimum_pay_error() : undefined}
        />
        <NativeSelect
          label={m.jobs_pay_period()}
          size="sm"
          form={JOB_SEARCH_FORM_ID}
          name="payPeriod"
          data={payPeriodOptions()}
          value={period}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isPayPeriod(value)) setPeriod(value);
          }}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button type="submit" form={JOB_SEARCH_FORM_ID} size="compact-sm" variant="light" onClick={instead(apply)}>
          {m.jobs_apply_pay()}
        </Button>
        {search.minPay !== undefined ? (
          <GetForm action="/jobs" values={searchFields(withMinPay(search, undefined, period))}>
            <Button type="submit" size="compact-sm" variant="subtle" color="gray" onClick={instead(() => onChange(withMinPay(search, undefined, period)))}>
              {m.jobs_any_pay()}
            </Button>
          </GetForm>
        ) : null}
      </Group>
      {chosen ? (
        <Text fz="xs" c="gray.7">
          {m.jobs_paying_at_least({ pay: chosen })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Filter counts for the current search: each value with the number of jobs choosing it gives.
 * A click chooses the value; a second click clears it.
 */
export function JobFacets({ facets, search, onChange }: { facets: Facets; search: JobSearch; onChange: (next: JobSearch) => void }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="aside" aria-labelledby="refine-results-heading">
      <Stack gap="lg">
        <Title order={2} fz="md" fw={700} c="navy.9" id="refine-results-heading">
          {m.jobs_refine_results()}
        </Title>
        <Stack gap="xs">
          <Switch
            // Near a place, remote jobs (which have none) join the jobs around it rather than replace them.
            label={search.near ? m.jobs_include_remote({ count: count(facets.remote) }) : m.jobs_remote_only({ count: count(facets.remote) })}
            form={JOB_SEARCH_FORM_ID}
            name="remote"
            value="true"
            checked={search.remote === true}
            onChange={(e) => onChange(withFilters(search, { remote: e.currentTarget.checked ? true : undefined }))}
          />
          {/* Without JavaScript the switch applies with the filter bar's form. */}
          <noscript>
            <Button type="submit" form={JOB_SEARCH_FORM_ID} size="compact-sm" variant="light">
              {m.jobs_apply_filters()}
            </Button>
          </noscript>
        </Stack>
        <MinPayFilter key={`${search.minPay ?? ''}:${search.payPeriod ?? ''}`} search={search} onChange={onChange} />
        <Divider />
        <FacetGroup title={m.jobs_job_type()} filter="type" values={facets.type} search={search} onToggle={(v) => onChange(toggleFilter(search, 'type', v))} />
        <FacetGroup
          title={m.jobs_category()}
          filter="category"
          values={facets.category}
          search={search}
          onToggle={(v) => onChange(toggleFilter(search, 'category', v))}
        />
        <FacetGroup
          title={m.jobs_top_locations()}
          filter="location"
          values={facets.location}
          search={search}
          onToggle={(v) => onChange(toggleFilter(search, 'location', v))}
        />
      </Stack>
    </Paper>
  );
}
