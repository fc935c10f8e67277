import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { PLAIN_BUTTON } from '../PlainButton/PlainButton';
import { PlainTextInput } from '../PlainFields/PlainFields';
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
      <div className={classes.container}>
        <p className={`${classes.eyebrow} ${classes.searchEyebrow}`}>{m.home_search_eyebrow()}</p>
        <h2 id="home-search-heading" className={`${classes.h2} ${classes.searchTitle}`}>
          {m.home_search_title()}
        </h2>
        <p className={`${classes.text} ${classes.lead} ${classes.searchIntro}`}>{m.home_search_intro()}</p>

        <form
          role="search"
          aria-label={m.home_search_form_label()}
          // Without JavaScript (or before it runs) the browser sends the same search to /jobs itself.
          method="get"
          action={localizePath('/jobs', currentLocale())}
          onSubmit={onSubmit}
          className={classes.searchCard}
        >
          <PlainTextInput
            size="md"
            label={m.home_search_query_label()}
            placeholder={m.home_search_query_placeholder()}
            ref={queryInput}
            icon="search"
            name="query"
          />
          <PlainTextInput
            size="md"
            label={m.home_search_location_label()}
            placeholder={m.home_search_location_placeholder()}
            ref={locationInput}
            icon="mapPin"
            name="location"
          />
          <button type="submit" className={`${PLAIN_BUTTON} ${classes.iconSearch}`} data-size="md" data-icon data-block>
            {m.home_search_submit()}
          </button>
        </form>

        <div className={classes.trendingRow}>
          <p className={`${classes.small} ${classes.trendingLabel}`} id="trending-label">
            {m.home_search_trending()}
          </p>
          {TRENDING_KEYWORDS.map((label) => label()).map((keyword) => (
            <button
              key={keyword}
              type="button"
              className={PLAIN_BUTTON}
              data-variant="light"
              data-size="xs"
              data-radius="xl"
              onClick={() => chooseKeyword(keyword)}
              aria-describedby="trending-label"
            >
              {keyword}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
