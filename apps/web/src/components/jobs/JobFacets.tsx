import { Badge, Divider, Paper, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import type { FacetValue, JobFacets as Facets } from '@app/validators';
import { toggleFilter, withFilters, type JobSearch } from './job-filters';
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
              <UnstyledButton
                className={classes.facet}
                data-active={isChosen(facet.value) || undefined}
                aria-pressed={isChosen(facet.value)}
                onClick={() => onToggle(facet.value)}
              >
                <Text component="span" fz="sm" className={classes.facetLabel}>
                  {facet.value}
                </Text>
                <Badge component="span" variant={isChosen(facet.value) ? 'filled' : 'light'} color="gray" size="sm" radius="sm">
                  {count(facet.count)}
                </Badge>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
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
        <Divider />
        <FacetGroup title="Job type" values={facets.type} chosen={search.type} onToggle={(v) => onChange(toggleFilter(search, 'type', v))} />
        <FacetGroup title="Category" values={facets.category} chosen={search.category} onToggle={(v) => onChange(toggleFilter(search, 'category', v))} />
        <FacetGroup title="Top locations" values={facets.location} chosen={search.location} onToggle={(v) => onChange(toggleFilter(search, 'location', v))} />
      </Stack>
    </Paper>
  );
}
