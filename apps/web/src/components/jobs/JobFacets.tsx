import { Button, Divider, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { filterPayPeriod, formatPay, groupDigits, type FacetValue, type JobFacets as Facets, type PayPeriod } from '@app/validators';
import { PAY_PERIOD_OPTIONS, isPayPeriod, toggleFilter, withFilters, withMinPay, type JobSearch } from './job-filters';
import classes from './jobs.module.css';
import { formatCount } from '../../lib/format';

const count = formatCount;

function FacetGroup({
  title,
  values,
  chosen,
  onToggle,
}: {
  title: string;
  values: FacetValue[];
  chosen: string | undefined;
  onToggle: (value: string) => void;
}) {
  const isChosen = (value: string) => chosen !== undefined && chosen.toLowerCase() === value.toLowerCase();
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" fw={700} c="navy.9">
        {title}
      </Title>
      {values.length === 0 ? (
        <Text fz="sm" c="gray.7">
          None for this search
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {values.map((facet) => (
            <li key={facet.value}>
              {/* Plain elements, not UnstyledButton, Text and Badge: a list has up to twenty of them, each
                  three Mantine components for a phone to hydrate. */}
              <button
                type="button"
                className={classes.facet}
                data-active={isChosen(facet.value) || undefined}
                aria-pressed={isChosen(facet.value)}
                onClick={() => onToggle(facet.value)}
              >
                <span className={classes.facetLabel}>{facet.value}</span>
                <span className={classes.facetCount}>{count(facet.count)}</span>
              </button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** '45,000', '$22.50' -> a number; undefined for anything else. */
function readAmount(text: string): number | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : undefined;
}

/**
 * The pay filter: at least an amount per hour, day, week, month or year (compared by the server as
 * yearly equivalents). Applied with the button or Enter, so typing does not search at each key.
 */
function MinPayFilter({ search, onChange }: { search: JobSearch; onChange: (next: JobSearch) => void }) {
  const [amount, setAmount] = useState(search.minPay !== undefined ? groupDigits(search.minPay, Number.isInteger(search.minPay) ? 0 : 2) : '');
  const [period, setPeriod] = useState<PayPeriod>(search.minPay !== undefined ? filterPayPeriod(search.minPay, search.payPeriod) : 'hour');
  const chosen = search.minPay !== undefined ? formatPay({ payMin: search.minPay, payPeriod: filterPayPeriod(search.minPay, search.payPeriod) }) : undefined;
  return (
    <Stack
      gap={8}
      component="form"
      aria-labelledby="pay-filter-heading"
      onSubmit={(e) => {
        e.preventDefault();
        const value = readAmount(amount);
        // A figure that cannot be read stays in the box with its message; a blank box clears the filter.
        if (value === undefined && amount.trim() !== '') return;
        onChange(withMinPay(search, value, period));
      }}
    >
      <Title order={3} fz="sm" fw={700} c="navy.9" id="pay-filter-heading">
        Pay
      </Title>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          label="Minimum pay"
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          leftSectionPointerEvents="none"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={amount.trim() !== '' && readAmount(amount) === undefined ? 'Enter an amount such as 20 or 45,000' : undefined}
        />
        <NativeSelect
          label="Pay period"
          size="sm"
          data={PAY_PERIOD_OPTIONS}
          value={period}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isPayPeriod(value)) setPeriod(value);
          }}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Button type="submit" size="compact-sm" variant="light">
          Apply pay
        </Button>
        {search.minPay !== undefined ? (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={() => onChange(withMinPay(search, undefined, period))}>
            Any pay
          </Button>
        ) : null}
      </Group>
      {chosen ? (
        <Text fz="xs" c="gray.7">
          Showing jobs paying at least {chosen}
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
          Refine results
        </Title>
        <Switch
          label={`Remote only (${count(facets.remote)})`}
          checked={search.remote === true}
          onChange={(e) => onChange(withFilters(search, { remote: e.currentTarget.checked ? true : undefined }))}
        />
        <MinPayFilter key={`${search.minPay ?? ''}:${search.payPeriod ?? ''}`} search={search} onChange={onChange} />
        <Divider />
        <FacetGroup title="Job type" values={facets.type} chosen={search.type} onToggle={(v) => onChange(toggleFilter(search, 'type', v))} />
        <FacetGroup title="Category" values={facets.category} chosen={search.category} onToggle={(v) => onChange(toggleFilter(search, 'category', v))} />
        <FacetGroup title="Top locations" values={facets.location} chosen={search.location} onToggle={(v) => onChange(toggleFilter(search, 'location', v))} />
      </Stack>
    </Paper>
  );
}
