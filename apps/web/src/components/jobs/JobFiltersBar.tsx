import { localHref, m } from '../../lib/i18n';
import { Paper } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import {
  JOB_SEARCH_FORM_ID,
  radiusOptions,
  categoryOptions,
  filterValues,
  sameSearch,
  toJobSearch,
  typeOptions,
  type JobFilterValues,
  type JobSearch,
} from './job-filters';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { PlainNativeSelect, PlainTextInput } from '../PlainFields/PlainFields';
import classes from './JobFiltersBar.module.css';

const PAPER_STYLE = { '--paper-radius': 'var(--mantine-radius-lg)', '--paper-shadow': 'var(--mantine-shadow-md)' } as CSSProperties;

/** How long typing pauses before the text filters reach the URL. */
export const TEXT_FILTER_DEBOUNCE_MS = 450;

/** How a write reaches the address: a new history entry, or in place of the current one. */
export interface JobFiltersWriteOptions {
  replace?: boolean;
}

/**
 * The job list filters. Selects apply at once; the two text fields apply when typing pauses, and
 * at once on Enter or Search; the Near place only on Enter, Search or a select (a place half typed
 * is no place: 'Missi' would be refused). `value` is the URL search; `onChange` writes a new one. Every write
 * is a history entry, except that typing goes on in the entry its first pause made (a typed search
 * is one step of Back however often the person pauses), until anything else changes the search.
 */
export function JobFiltersBar({ value, onChange }: { value: JobSearch; onChange: (next: JobSearch, options?: JobFiltersWriteOptions) => void }) {
  const current = filterValues(value);
  const [query, setQuery] = useState(current.query);
  const [location, setLocation] = useState(current.location);

  // The latest props, for the debounced write; and what this bar wrote to each text filter and
  // has not seen come back yet: the echo of its own write must not overwrite what the person has
  // typed since, while any other change of the URL (Back, Forward, Clear Filters) shows.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const awaited = useRef<{ query: string | null; location: string | null }>({ query: null, location: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The search a pause in typing made (once it is in the URL), and whether a typing write is on its way there.
  const typedEntry = useRef<JobSearch | null>(null);
  const typing = useRef(false);

  // The text fields are uncontrolled (what someone types before the page's scripts have run stays
  // in them); the state mirrors them, and a change of the URL from elsewhere is written into both.
  const queryInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const nearInput = useRef<HTMLInputElement>(null);
  /** The Near field as typed (uncontrolled, like the text fields). */
  const near = () => nearInput.current?.value ?? current.near;
  const show = (input: HTMLInputElement | null, text: string) => {
    if (input && input.value !== text) input.value = text;
  };
  useEffect(() => {
    const echo = awaited.current.query === (value.query ?? '');
    awaited.current.query = null;
    if (echo) return;
    clearTimeout(timer.current);
    setQuery(value.query ?? '');
    show(queryInput.current, value.query ?? '');
  }, [value.query]);
  useEffect(() => {
    const echo = awaited.current.location === (value.location ?? '');
    awaited.current.location = null;
    if (echo) return;
    clearTimeout(timer.current);
    setLocation(value.location ?? '');
    show(locationInput.current, value.location ?? '');
  }, [value.location]);
  useEffect(() => {
    show(nearInput.current, value.near ?? '');
  }, [value.near]);
  useEffect(() => {
    typedEntry.current = typing.current ? value : null;
    typing.current = false;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Words typed into the server's page before it hydrated: searched as if typed now (once, on mount).
  const searchTypedBeforeHydration = useEffectEvent(() => {
    const typedQuery = queryInput.current?.value ?? '';
    const typedLocation = locationInput.current?.value ?? '';
    if (typedQuery === (value.query ?? '') && typedLocation === (value.location ?? '')) return;
    setQuery(typedQuery);
    setLocation(typedLocation);
    scheduleText({ query: typedQuery, location: typedLocation });
  });
  useEffect(() => {
    searchTypedBeforeHydration();
  }, []);

  const write = (changes: Partial<JobFilterValues>, { typed = false } = {}) => {
    const current = latest.current.value;
    const next = toJobSearch({ ...filterValues(current), ...changes });
    if (sameSearch(next, toJobSearch(filterValues(current)))) return;
    if ((next.query ?? '') !== (current.query ?? '')) awaited.current.query = next.query ?? '';
    if ((next.location ?? '') !== (current.location ?? '')) awaited.current.location = next.location ?? '';
    const goesOnTyping = typed && typedEntry.current !== null && sameSearch(current, typedEntry.current);
    typing.current = typed;
    latest.current.onChange(next, goesOnTyping ? { replace: true } : undefined);
  };

  const scheduleText = (changes: Partial<JobFilterValues>) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(changes, { typed: true }), TEXT_FILTER_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    write({ query, location, near: near() });
    // Enter or Search settles the typed words: typing after it starts a new history entry, even
    // when a pause had already put the same words in the URL.
    typedEntry.current = null;
  };

  return (
    <form
      role="search"
      aria-label={m.jobs_filter_jobs()}
      // Without JavaScript the browser asks /jobs for the filters itself, with the refine panel's
      // and Sort by's fields, which belong to this form too (JOB_SEARCH_FORM_ID).
      id={JOB_SEARCH_FORM_ID}
      method="get"
      action={localHref('/jobs')}
      onSubmit={onSubmit}
      // Mantine's Paper (its class and variables), with plain fields in a grid of the same columns.
      className={`${Paper.classes.root} ${classes.bar}`}
      data-with-border
      style={PAPER_STYLE}
    >
      <div className={classes.grid}>
        <div className={classes.query}>
          <PlainTextInput
            label={m.jobs_keywords()}
            name="query"
            placeholder={m.jobs_keywords_placeholder()}
            type="search"
            icon="search"
            ref={queryInput}
            defaultValue={current.query}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setQuery(text);
              scheduleText({ query: text, location });
            }}
          />
        </div>
        <div className={classes.location}>
          <PlainTextInput
            label={m.jobs_location()}
            name="location"
            placeholder={m.jobs_location_placeholder()}
            type="search"
            icon="mapPin"
            ref={locationInput}
            defaultValue={current.location}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setLocation(text);
              scheduleText({ query, location: text });
            }}
          />
        </div>
        <div className={classes.near}>
          <PlainTextInput
            label={m.jobs_near()}
            name="near"
            placeholder={m.jobs_near_placeholder()}
            type="search"
            autoComplete="address-level2"
            icon="radar"
            ref={nearInput}
            defaultValue={current.near}
          />
        </div>
        <div className={classes.radius}>
          <PlainNativeSelect
            label={m.jobs_distance()}
            name="radius"
            data={radiusOptions()}
            value={current.radius}
            onChange={(e) => {
              clearTimeout(timer.current);
              write({ query, location, near: near(), radius: e.currentTarget.value });
            }}
          />
        </div>
        <div className={classes.type}>
          <PlainNativeSelect
            label={m.jobs_job_type_label()}
            name="type"
            data={typeOptions(current.type)}
            value={current.type}
            onChange={(e) => {
              clearTimeout(timer.current);
              write({ query, location, near: near(), type: e.currentTarget.value });
            }}
          />
        </div>
        <div className={classes.category}>
          <PlainNativeSelect
            label={m.jobs_category()}
            name="category"
            data={categoryOptions(current.category)}
            value={current.category}
            onChange={(e) => {
              clearTimeout(timer.current);
              write({ query, location, near: near(), category: e.currentTarget.value });
            }}
          />
        </div>
        <div className={classes.submit}>
          <button type="submit" className={`${PLAIN_BUTTON} ${classes.searchButton}`} data-block data-icon>
            {m.jobs_search()}
          </button>
        </div>
      </div>
    </form>
  );
}
