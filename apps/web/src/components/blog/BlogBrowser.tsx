import { Button, Center, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconNews, IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { BlogPostDto } from '@app/validators';
import { BlogCard } from './BlogCard';
import { ALL_CATEGORIES, blogCategories, filterPosts } from './blog';

/** Search box, category buttons and the article grid (client-side filtering of the published posts). */
export function BlogBrowser({ posts, isLoading, isError }: { posts: BlogPostDto[] | undefined; isLoading: boolean; isError: boolean }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => blogCategories(posts ?? []), [posts]);
  const visible = useMemo(() => filterPosts(posts ?? [], search, category), [posts, search, category]);
  const filtered = search.trim() !== '' || category !== ALL_CATEGORIES;

  if (isLoading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading articles">
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

  if (isError || !posts || posts.length === 0) {
    return (
      <Center py={64}>
        <Stack align="center" gap="sm" maw={520} ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="brand">
            <IconNews size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz={28} c="navy.9">
            Coming Soon
          </Title>
          <Text c="gray.7">Our team is preparing articles on hiring, warehousing, freight and careers in Ontario. Check back soon, or subscribe below to hear when they go live.</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <TextInput
          label="Search articles"
          placeholder="Search by title, topic or keyword..."
          type="search"
          size="md"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={560}
        />
        <Group gap="xs" role="group" aria-label="Filter by category">
          {categories.map((name) => (
            <Button
              key={name}
              radius="xl"
              size="sm"
              variant={name === category ? 'filled' : 'default'}
              aria-pressed={name === category}
              onClick={() => setCategory(name)}
            >
              {name}
            </Button>
          ))}
        </Group>
      </Stack>

      <Text c="gray.7" fz="sm" aria-live="polite" data-testid="blog-result-count">
        {visible.length === 1 ? 'Showing 1 article' : `Showing ${visible.length} articles`}
        {category !== ALL_CATEGORIES ? ` in ${category}` : ''}
        {search.trim() ? ` matching "${search.trim()}"` : ''}
      </Text>

      {visible.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {visible.map((post) => (
            <BlogCard key={post.id} post={post} headingLevel={3} />
          ))}
        </SimpleGrid>
      ) : (
        <Center py={48}>
          <Stack align="center" gap="sm" ta="center">
            <Title order={3} fz={22} c="navy.9">
              No articles found
            </Title>
            <Text c="gray.7">Try a different search term or category.</Text>
            {filtered ? (
              <Button
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => {
                  setSearch('');
                  setCategory(ALL_CATEGORIES);
                }}
              >
                Clear Filters
              </Button>
            ) : null}
          </Stack>
        </Center>
      )}
    </Stack>
  );
}
