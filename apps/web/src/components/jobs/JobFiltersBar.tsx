import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { categoryOptions, filterValues, toJobSearch, typeOptions, type JobFilterValues, type JobSearch } from './job-filters';

/** How long typing pauses before the text filters reach the URL. */
export const TEXT_FILTER_DEBOUNCE_MS = 450;

/**
 * The job list filters. Selects apply at once; the two text fields apply when typing pauses, and
 * at once on Enter or Search. `value` is the URL search; `onChange` writes a new one.
 */
export function JobFiltersBar({ value, onChange }: { value: JobSearch; onChange: (next: JobSearch) => void }) {
  const current = filterValues(value);
  const [query, setQuery] = useState(current.query);
  const [location, setLocation] = useState(current.location);

  // The latest props, for the debounced write; and what this bar last wrote, so the echo of its
  // own write does not overwrite what the person has typed since.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const written = useRef<JobSearch | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (written.current && (written.current.query ?? '') === (value.query ?? '')) return;
    clearTimeout(timer.current);
    setQuery(value.query ?? '');
  }, [value.query]);
  useEffect(() => {
    if (written.current && (written.current.location ?? '') === (value.location ?? '')) return;
    clearTimeout(timer.current);
    setLocation(value.location ?? '');
  }, [value.location]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (changes: Partial<JobFilterValues>) => {
    const next = toJobSearch({ ...filterValues(latest.current.value), ...changes });
    written.current = next;
    latest.current.onChange(next);
  };

  const scheduleText = (changes: Partial<JobFilterValues>) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => write(changes), TEXT_FILTER_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    write({ query, location });
  };

  return (
    <Paper component="form" role="search" aria-label="Filter jobs" onSubmit={onSubmit} radius="lg" shadow="md" withBorder p={{ base: 'md', md: 'lg' }}>
      <Grid columns={24} gap="md" align="flex-end">
        <Grid.Col span={{ base: 24, md: 12, lg: 7 }}>
          <TextInput
            label="Keywords"
            placeholder="Job title, company or keywords"
            type="search"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={query}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setQuery(text);
              scheduleText({ query: text, location });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 12, lg: 5 }}>
          <TextInput
            label="Location"
            placeholder="City or region"
            type="search"
            leftSection={<IconMapPin size={18} aria-hidden />}
            value={location}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setLocation(text);
              scheduleText({ query, location: text });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 4 }}>
          <NativeSelect
            label="Job Type"
            data={typeOptions(current.type)}
            value={current.type}
            onChange={(e) => {
              clearTimeout(timer.current);
              write({ query, location, type: e.currentTarget.value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 4 }}>
          <NativeSelect
            label="Category"
            data={categoryOptions(current.category)}
            value={current.category}
            onChange={(e) => {
              clearTimeout(timer.current);
              write({ query, location, category: e.currentTarget.value });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, md: 8, lg: 4 }}>
          <Button type="submit" fullWidth size="sm" h={36} leftSection={<IconSearch size={18} aria-hidden />}>
            Search
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
