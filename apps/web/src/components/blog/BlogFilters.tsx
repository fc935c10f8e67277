import { Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { BlogCategoryCount } from '@app/shared/schemas/dtos';
import { ALL_CATEGORIES, categoryButtons, isSelectedCategory, type BlogSearch } from './blog';
import { useSearchText } from '../../lib/use-search-text';
import { GetForm, HiddenFields, instead } from '../forms/GetForm';

/**
 * The blog's search box and category buttons. The box writes its text when typing pauses (or on
 * Enter); a button applies at once. Either goes back to the first page. `value` is the URL search.
 */
export function BlogFilters({
  value,
  categories,
  onChange,
}: {
  value: BlogSearch;
  categories: readonly BlogCategoryCount[];
  onChange: (next: BlogSearch, options?: { replace?: boolean }) => void;
}) {
  const search = useSearchText(value.search, (next) => onChange({ ...value, search: next, page: undefined }, { replace: true }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.commit();
  };

  return (
    <Stack gap="md">
      {/* Without JavaScript a plain GET form: Enter asks the server for the words (in the chosen category). */}
      <form role="search" aria-label={m.blog_search_label()} method="get" action={localizePath('/blog', currentLocale())} onSubmit={onSubmit}>
        <HiddenFields values={value.category ? { category: value.category } : {}} />
        <TextInput
          label={m.blog_search_articles()}
          name="search"
          placeholder={m.blog_search_placeholder()}
          type="search"
          size="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search.text}
          onChange={(event) => search.change(event.currentTarget.value)}
          maw={560}
        />
      </form>
      {/* Without JavaScript each button submits its category with the search in effect. */}
      <GetForm action={localizePath('/blog', currentLocale())} values={value.search ? { search: value.search } : {}}>
        <Group gap="xs" role="group" aria-label={m.blog_filter_category()}>
          {categoryButtons(categories, value.category).map(({ name, count }) => {
            const selected = isSelectedCategory(name, value.category);
            return (
              <Button
                key={name}
                type="submit"
                name="category"
                value={name === ALL_CATEGORIES ? '' : name}
                radius="xl"
                size="sm"
                variant={selected ? 'filled' : 'default'}
                aria-pressed={selected}
                onClick={instead(() => onChange({ ...value, category: name === ALL_CATEGORIES ? undefined : name, page: undefined }))}
                rightSection={
                  count === undefined ? null : (
                    <Badge size="xs" circle={count < 10} variant={selected ? 'white' : 'light'} aria-hidden>
                      {count}
                    </Badge>
                  )
                }
              >
                {name === ALL_CATEGORIES ? m.blog_all_categories() : name}
              </Button>
            );
          })}
        </Group>
      </GetForm>
    </Stack>
  );
}
