import { currentLocale, m } from '../../lib/i18n';
import { categoryLabel, jobTypeLabel } from '../SiteLayout/nav';
import { Paper } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
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
import panel from './JobFacets.module.css';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { PlainNativeSelect, PlainSwitch, PlainTextInput } from '../PlainFields/PlainFields';
import { formatCount } from '../../lib/format';
import { GetForm, instead } from '../forms/GetForm';

const count = formatCount;

/*
 * The refine panel is drawn with plain elements and the plain fields (Mantine's look, classes and
 * variables without its components): it is part of every fresh /jobs page, and as Mantine's Paper,
 * Stack, Title, Text, Switch, TextInput, NativeSelect, SimpleGrid, Group, Button and Divider it was
 * a large share of that page's server time (docs/performance.md).
 */
const PAPER_STYLE = { '--paper-radius': 'var(--mantine-radius-lg)' } as CSSProperties;

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
    <div className={panel.group}>
      <h3 className={panel.heading}>{title}</h3>
      {values.length === 0 ? (
        <p className={panel.note}>{m.jobs_facet_none()}</p>
      ) : (
        // Without JavaScript each value submits the rest of the search with its own (or without it, when chosen).
        <GetForm action="/jobs" values={searchFields(withFilters(search, { [filter]: undefined }))}>
          <ul className={panel.values}>
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
          </ul>
        </GetForm>
      )}
    </div>
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
    <div className={panel.pay} role="group" aria-labelledby="pay-filter-heading">
      <h3 className={panel.heading} id="pay-filter-heading">
        {m.jobs_pay()}
      </h3>
      <div className={panel.payFields}>
        <PlainTextInput
          label={m.jobs_minimum_pay()}
          inputMode="decimal"
          autoComplete="off"
          leftText="$"
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
        <PlainNativeSelect
          label={m.jobs_pay_period()}
          form={JOB_SEARCH_FORM_ID}
          name="payPeriod"
          data={payPeriodOptions()}
          value={period}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isPayPeriod(value)) setPeriod(value);
          }}
        />
      </div>
      <div className={panel.actions}>
        <button type="submit" form={JOB_SEARCH_FORM_ID} className={PLAIN_BUTTON} data-variant="light" data-size="compact" onClick={instead(apply)}>
          {m.jobs_apply_pay()}
        </button>
        {search.minPay !== undefined ? (
          <GetForm action="/jobs" values={searchFields(withMinPay(search, undefined, period))}>
            <button
              type="submit"
              className={PLAIN_BUTTON}
              data-variant="subtle"
              data-color="gray"
              data-size="compact"
              onClick={instead(() => onChange(withMinPay(search, undefined, period)))}
            >
              {m.jobs_any_pay()}
            </button>
          </GetForm>
        ) : null}
      </div>
      {chosen ? <p className={panel.small}>{m.jobs_paying_at_least({ pay: chosen })}</p> : null}
    </div>
  );
}

/**
 * Filter counts for the current search: each value with the number of jobs choosing it gives.
 * A click chooses the value; a second click clears it.
 */
export function JobFacets({ facets, search, onChange }: { facets: Facets; search: JobSearch; onChange: (next: JobSearch) => void }) {
  return (
    <aside className={`${Paper.classes.root} ${panel.panel}`} data-with-border style={PAPER_STYLE} aria-labelledby="refine-results-heading">
      <h2 className={`${panel.heading} ${panel.panelHeading}`} id="refine-results-heading">
        {m.jobs_refine_results()}
      </h2>
      <div className={panel.remote}>
        <PlainSwitch
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
          <button type="submit" form={JOB_SEARCH_FORM_ID} className={PLAIN_BUTTON} data-variant="light" data-size="compact">
            {m.jobs_apply_filters()}
          </button>
        </noscript>
      </div>
      <MinPayFilter key={`${search.minPay ?? ''}:${search.payPeriod ?? ''}`} search={search} onChange={onChange} />
      <hr className={panel.divider} />
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
    </aside>
  );
}
