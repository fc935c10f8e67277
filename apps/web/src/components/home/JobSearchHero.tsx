import { Button, Container, Grid, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { TRENDING_KEYWORDS } from './content';
import { jobSearchParams } from './search';
import classes from './home.module.css';

/** Section 2: job search that opens /jobs with the query and location, plus trending keywords. */
export function JobSearchHero() {
  const navigate = useNavigate();
  // Uncontrolled fields: what someone types before the page's scripts have run stays in them.
  const queryInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/jobs', search: jobSearchParams(queryInput.current?.value ?? '', locationInput.current?.value ?? '') });
  };
  const chooseKeyword = (keyword: string) => {
    if (queryInput.current) queryInput.current.value = keyword;
  };

  return (
    <section className={`${classes.section} ${classes.search}`} aria-labelledby="home-search-heading">
      <Container size="lg">
        <Text className={classes.eyebrow} ta="center">
          {m.home_search_eyebrow()}
        </Text>
        <Title order={2} id="home-search-heading" ta="center" fz={{ base: 28, md: 40 }} c="navy.9" mt="xs">
          {m.home_search_title()}
        </Title>
        <Text ta="center" c="gray.7" fz={{ base: 'md', md: 'lg' }} maw={640} mx="auto" mt="sm">
          {m.home_search_intro()}
        </Text>

        <Paper
          component="form"
          role="search"
          aria-label={m.home_search_form_label()}
          // Without JavaScript (or before it runs) the browser sends the same search to /jobs itself.
          method="get"
          action={localizePath('/jobs', currentLocale())}
          onSubmit={onSubmit}
          radius="xl"
          p={{ base: 'md', md: 'lg' }}
          mt={40}
          className={classes.searchCard}
        >
          <Grid align="flex-end" gap="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <TextInput
                label={m.home_search_query_label()}
                placeholder={m.home_search_query_placeholder()}
                size="md"
                ref={queryInput}
                leftSection={<IconSearch size={18} aria-hidden />}
                name="query"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <TextInput
                label={m.home_search_location_label()}
                placeholder={m.home_search_location_placeholder()}
                size="md"
                ref={locationInput}
                leftSection={<IconMapPin size={18} aria-hidden />}
                name="location"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Button type="submit" size="md" fullWidth leftSection={<IconSearch size={18} aria-hidden />}>
                {m.home_search_submit()}
              </Button>
            </Grid.Col>
          </Grid>
        </Paper>

        <Group justify="center" gap="xs" mt="lg">
          <Text size="sm" fw={600} c="gray.7" id="trending-label">
            {m.home_search_trending()}
          </Text>
          {TRENDING_KEYWORDS.map((label) => label()).map((keyword) => (
            <Button
              key={keyword}
              size="xs"
              variant="light"
              className={classes.trending}
              onClick={() => chooseKeyword(keyword)}
              aria-describedby="trending-label"
            >
              {keyword}
            </Button>
          ))}
        </Group>
      </Container>
    </section>
  );
}
