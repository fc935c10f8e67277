import { currentLocale, m } from '../../lib/i18n';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconMapPinQuestion, IconRefresh, IconSearchOff } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import type { PlaceName } from '@app/shared/location';
import type { FacetValue } from '@app/shared/schemas/dtos';
import { formatCount } from '../../lib/format';
import { GetForm, instead } from '../forms/GetForm';

export const SKELETON_COUNT = 6;

/** Six placeholder cards while the list loads (section 2). */
export function JobListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={m.jobs_loading()}>
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="lg" data-testid="job-skeleton">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Skeleton h={20} w="60%" />
              <Skeleton h={20} w={70} radius="xl" />
            </Group>
            <Skeleton h={12} w="45%" />
            <Skeleton h={12} w="35%" />
            <Skeleton h={12} w="40%" />
            <Skeleton h={12} mt="xs" />
            <Skeleton h={12} />
            <Skeleton h={12} w="80%" />
            <Group justify="space-between" mt="sm">
              <Skeleton h={12} w="40%" />
              <Skeleton h={34} w={110} />
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export interface PlaceSuggestions {
  places: FacetValue[];
  /** The first places are in the typed place's province. */
  nearby: boolean;
  hrefOf: (place: string) => string;
  onChoose: (place: string) => void;
}

/**
 * Empty state (section 4) with the button that resets all four filters; after a search in a place
 * that found nothing, the places where the same search finds jobs (links, so they work without
 * JavaScript too).
 */
export function NoJobsFound({ onClear, suggestions }: { onClear: () => void; suggestions?: PlaceSuggestions }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xl', md: 48 }} ta="center" data-testid="jobs-empty">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconSearchOff size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, md: 24 }} c="navy.9">
          {m.jobs_none_found()}
        </Title>
        <Text c="gray.7" maw={460}>
          {m.jobs_none_found_hint()}
        </Text>
        {suggestions && suggestions.places.length > 0 ? (
          <Stack gap="xs" align="center" data-testid="place-suggestions">
            <Text fw={600} c="navy.9" id="place-suggestions-heading">
              {suggestions.nearby ? m.jobs_nearby_places() : m.jobs_places_with_jobs()}
            </Text>
            <Group component="ul" gap="xs" justify="center" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="place-suggestions-heading">
              {suggestions.places.map((place) => (
                <li key={place.value}>
                  <Button
                    component="a"
                    href={suggestions.hrefOf(place.value)}
                    variant="light"
                    size="compact-md"
                    onClick={(event: MouseEvent) => {
                      event.preventDefault();
                      suggestions.onChoose(place.value);
                    }}
                  >
                    {place.value} ({formatCount(place.count)})
                  </Button>
                </li>
              ))}
            </Group>
          </Stack>
        ) : null}
        <GetForm action="/jobs">
          <Button type="submit" onClick={instead(onClear)} leftSection={<IconFilterOff size={18} aria-hidden />}>
            {m.jobs_clear_filters()}
          </Button>
        </GetForm>
      </Stack>
    </Paper>
  );
}

/** The list could not be read (section 8: 'Failed to fetch jobs'). */
export function JobsLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xl', md: 48 }} ta="center" role="alert">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, md: 24 }} c="navy.9">
          {m.jobs_failed_to_fetch()}
        </Title>
        <Text c="gray.7" maw={460}>
          {m.jobs_failed_to_fetch_hint()}
        </Text>
        <Button variant="light" onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden />}>
          {m.jobs_try_again()}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * A search near a place the gazetteer does not know (the API's 400): its message, and the places it
 * suggests as links to the same search near each (so they work without JavaScript too).
 */
export function UnknownPlace({
  message,
  suggestions,
  hrefOf,
  onChoose,
  onClear,
}: {
  message: string;
  suggestions: PlaceName[];
  hrefOf: (place: PlaceName) => string;
  onChoose: (place: PlaceName) => void;
  onClear: () => void;
}) {
  // The message names the suggestions too ('… Did you mean: Mississauga, ON; Milton, ON?'): they are links here.
  const at = message.lastIndexOf(' Did you mean: ');
  const english = at >= 0 ? message.slice(0, at) : message;
  // The API's message is the spec's English; a French page says the same in French.
  const typed = /"(.*)"/.exec(english)?.[1];
  const head = currentLocale() === 'fr' && typed !== undefined ? m.jobs_unknown_place({ place: typed }) : english;
  return (
    <Paper withBorder radius="lg" p={{ base: 'xl', md: 48 }} ta="center" data-testid="unknown-place">
      <Stack align="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="amber">
          <IconMapPinQuestion size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, md: 24 }} c="navy.9" role="alert">
          {suggestions.length > 0 || currentLocale() === 'fr' ? head : message}
        </Title>
        {suggestions.length > 0 ? (
          <Stack gap="xs" align="center">
            <Text fw={600} c="navy.9" id="near-suggestions-heading">
              {m.jobs_did_you_mean()}
            </Text>
            <Group component="ul" gap="xs" justify="center" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="near-suggestions-heading">
              {suggestions.map((place) => (
                <li key={`${place.name}, ${place.province}`}>
                  <Button
                    component="a"
                    href={hrefOf(place)}
                    variant="light"
                    size="compact-md"
                    onClick={(event: MouseEvent) => {
                      event.preventDefault();
                      onChoose(place);
                    }}
                  >
                    {place.name}, {place.province}
                  </Button>
                </li>
              ))}
            </Group>
          </Stack>
        ) : null}
        <GetForm action="/jobs">
          <Button type="submit" variant="subtle" onClick={instead(onClear)} leftSection={<IconFilterOff size={18} aria-hidden />}>
            {m.jobs_clear_filters()}
          </Button>
        </GetForm>
      </Stack>
    </Paper>
  );
}
