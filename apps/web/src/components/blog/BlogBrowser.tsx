import { Button, Center, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { currentLocale, m } from '../../lib/i18n';
import { localizePath } from '@app/shared/locale-paths';
import { IconNews, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc';
import { usePagePastEnd } from '../../lib/use-page-past-end';
import { BlogCard } from './BlogCard';
import { BlogFilters } from './BlogFilters';
import { ListPagination } from '../ListPagination/ListPagination';
import { GetForm, instead } from '../forms/GetForm';
import { blogListInput, isFiltered, resultLabel, type BlogSearch } from './blog';

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={m.blog_loading_articles()}>
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} gap="sm">
          <Skeleton h={190} radius="lg" />
          <Skeleton h={18} w="40%" />
          <Skeleton h={24} />
          <Skeleton h={48} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Section 4: the blog list with no published posts at all. */
function ComingSoon() {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="brand">
          <IconNews size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={28} c="navy.9">
          {m.blog_coming_soon_title()}
        </Title>
        <Text c="gray.7">{m.blog_coming_soon_text()}</Text>
      </Stack>
    </Center>
  );
}

/**
 * Search box, category buttons, the article grid and its pages. The server searches, filters and
 * pages (blog.list); `value` is the URL search and `onChange` writes a new one.
 */
export function BlogBrowser({
  value,
  onChange,
  hrefOf,
}: {
  value: BlogSearch;
  onChange: (next: BlogSearch, options?: { replace?: boolean }) => void;
  /** The address of a search, so page links are real links (crawlers, no JavaScript). */
  hrefOf?: (next: BlogSearch) => string;
}) {
  const posts = useQuery({ ...trpc.blog.list.queryOptions(blogListInput(value)), placeholderData: keepPreviousData });
  const data = posts.data;
  const top = useRef<HTMLDivElement>(null);

  // A page past the end (an old link, or posts removed since): go to the last page.
  const beyond = usePagePastEnd(data, (page) => onChange({ ...value, page }, { replace: true }));

  if (posts.isPending) return <GridSkeleton />;
  // No published post at all (no category has any), or the list cannot be read.
  if (posts.isError || !data || data.categories.length === 0) return <ComingSoon />;

  const clear = () => onChange({});

  return (
    <Stack gap="xl" ref={top} style={{ scrollMarginTop: 96 }}>
      <BlogFilters value={value} categories={data.categories} onChange={onChange} />

      <Text c="gray.7" fz="sm" aria-live="polite" data-testid="blog-result-count">
        {data.total ? resultLabel({ ...data, shown: data.items.length }, value) : ''}
      </Text>

      {data.items.length ? (
        <Stack gap={0} style={{ opacity: posts.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }} aria-busy={posts.isFetching}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {data.items.map((post) => (
              <BlogCard key={post.id} post={post} headingLevel={3} />
            ))}
          </SimpleGrid>
          <ListPagination
            page={data}
            label={m.blog_article_pages()}
            hrefOf={hrefOf ? (page) => hrefOf({ ...value, page: page > 1 ? page : undefined }) : undefined}
            onChange={(page) => {
              onChange({ ...value, page: page > 1 ? page : undefined });
              top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Stack>
      ) : beyond !== null ? (
        <GridSkeleton />
      ) : (
        <Center py={48}>
          <Stack align="center" gap="sm" ta="center">
            <Title order={3} fz={22} c="navy.9">
              {m.blog_no_articles()}
            </Title>
            <Text c="gray.7">{m.blog_no_articles_hint()}</Text>
            {isFiltered(value) ? (
              <GetForm action={localizePath('/blog', currentLocale())}>
                <Button type="submit" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={instead(clear)}>
                  {m.blog_clear_filters()}
                </Button>
              </GetForm>
            ) : null}
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
