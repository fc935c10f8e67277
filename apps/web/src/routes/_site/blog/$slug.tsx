import { localizedPost } from '../../../lib/post-text';
import { HTML_LANG } from '@app/shared/locale-paths';
import { Badge, Box, Button, Container, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { currentLanguageTag, currentLocale, m } from '../../../lib/i18n';
import { IconArrowLeft, IconCalendar, IconChevronRight, IconClock, IconFileSearch, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { whileServerWaits } from '../../../lib/ssr';
import { Link, createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@app/shared/head-tags';
import type { BlogPostDto } from '@app/shared/schemas/dtos';
import { ShareButtons } from '../../../components/ShareButtons/ShareButtons';
import { ArticleContent } from '../../../components/blog/ArticleContent';
import { BlogCard } from '../../../components/blog/BlogCard';
import { READ_TIME, blogImage, relatedPostsInput } from '../../../components/blog/blog';
import { ResponsiveImage } from '../../../components/ResponsiveImage/ResponsiveImage';
import classes from '../../../components/blog/blog.module.css';
import { useCompany } from '../../../lib/company';
import { formatBlogDate } from '../../../lib/format';
import { ShownDate } from '../../../lib/use-shown-date';
import { absoluteUrl, breadcrumbJsonLd, seo, siteOf, type Site } from '../../../lib/seo';
import { trpc } from '../../../lib/trpc';

const articlePath = (slug: string) => `/blog/${slug}`;

function blogPostingJsonLd(site: Site, post: BlogPostDto) {
  const url = absoluteUrl(site, articlePath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt ?? post.updatedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.company.name,
      url: absoluteUrl(site, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/logo.svg') },
    },
    image: absoluteUrl(site, blogImage(post)),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category,
    inLanguage: 'en-CA',
  };
}

export const Route = createFileRoute('/_site/blog/$slug')({
  loader: async ({ context, params }) => {
    const options = context.trpc.blog.bySlug.queryOptions({ slug: params.slug });
    const related = context.queryClient.prefetchQuery(context.trpc.blog.list.queryOptions(relatedPostsInput(params.slug)));
    await Promise.all([context.queryClient.prefetchQuery(options), whileServerWaits(related)]);
    const post = context.queryClient.getQueryData(options.queryKey) ?? null;
    if (!post && context.response) context.response.status = 404;
    return { post };
  },
  head: ({ match, loaderData, params }) => {
    const site = siteOf(match.context);
    const post = loaderData?.post;
    if (!post) {
      return seo(site, {
        title: m.post_not_found_title(),
        description: m.post_not_found_text(),
        path: articlePath(params.slug),
        noindex: true,
      });
    }
    // A French page: the post's French version when it has one.
    const shown = localizedPost(post, currentLocale());
    return seo(site, {
      ...articleHead(shown, site.company.name),
      jsonLd: [
        { ...blogPostingJsonLd(site, shown), inLanguage: shown.lang ? HTML_LANG.en : currentLanguageTag() },
        breadcrumbJsonLd(site, [
          { name: m.post_breadcrumb_home(), path: '/' },
          { name: m.blog_breadcrumb(), path: '/blog' },
          { name: shown.title, path: articlePath(post.slug) },
        ]),
      ],
    });
  },
  component: BlogPostPage,
});

function Breadcrumb({ title, lang }: { title: string; lang?: string }) {
  return (
    <nav aria-label={m.post_breadcrumb_label()} className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to="/" activeOptions={{ exact: true }}>
            {m.post_breadcrumb_home()}
          </Link>
          <IconChevronRight size={14} aria-hidden />
        </li>
        <li>
          <Link to="/blog" activeOptions={{ exact: true }}>
            {m.blog_breadcrumb()}
          </Link>
          <IconChevronRight size={14} aria-hidden />
        </li>
        <li>
          <span aria-current="page" lang={lang}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function BackToBlog({ variant = 'light' }: { variant?: 'light' | 'filled' }) {
  return (
    <Button component={Link} to="/blog" variant={variant} leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {m.post_back_to_blog()}
    </Button>
  );
}

function BlogPostPage() {
  const { slug } = Route.useParams();
  // The loader already asked: a post that is not there stays not found rather than being fetched
  // again on mount (which would draw the loading placeholders in the server's page).
  const post = useQuery({ ...trpc.blog.bySlug.queryOptions({ slug }), retryOnMount: false });
  // Up to three other published posts, its category first, answered by the server.
  const list = useQuery(trpc.blog.list.queryOptions(relatedPostsInput(slug)));
  const company = useCompany();

  if (post.isPending) {
    return (
      <Container size="md" py={64} aria-busy="true" aria-label={m.post_loading()}>
        <Stack gap="md">
          <Skeleton h={16} w="40%" />
          <Skeleton h={44} />
          <Skeleton h={20} w="60%" />
          <Skeleton h={320} radius="lg" mt="lg" />
        </Stack>
      </Container>
    );
  }

  if (post.isError) {
    return (
      <Container size="sm" py={{ base: 64, md: 112 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={72} radius="xl" variant="light" color="brand">
            <IconFileSearch size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 30, md: 40 }} c="navy.9">
            {m.post_not_found_title()}
          </Title>
          <Text c="gray.7" fz="lg">
            {m.post_not_found_text()}
          </Text>
          <BackToBlog variant="filled" />
        </Stack>
      </Container>
    );
  }

  const article = localizedPost(post.data, currentLocale());
  const date = formatBlogDate(article.publishedAt);
  const related = list.data?.items ?? [];

  return (
    <>
      <Box component="article" aria-labelledby="article-title">
        <Box component="header" bg="navy.9" c="white" pt={{ base: 32, md: 48 }} pb={{ base: 96, md: 150 }}>
          <Container size="md">
            <Breadcrumb title={article.title} lang={article.lang} />
            <Badge mt="xl" color="amber.5" c="navy.9" variant="filled" radius="sm" data-testid="article-category">
              {article.category}
            </Badge>
            <Title order={1} id="article-title" fz={{ base: 30, md: 46 }} lh={1.15} mt="md" lang={article.lang}>
              {article.title}
            </Title>
            <Text mt="md" fz={{ base: 'md', md: 'lg' }} c="gray.2" lang={article.lang}>
              {article.excerpt}
            </Text>
            <Group gap="lg" mt="lg" c="gray.3" fz="sm">
              <Group gap={6} wrap="nowrap">
                <IconUser size={16} aria-hidden />
                <span data-testid="article-author">{article.author}</span>
              </Group>
              {date ? (
                <Group gap={6} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden />
                  <time dateTime={article.publishedAt ?? undefined} data-testid="article-date">
                    <ShownDate value={article.publishedAt} />
                  </time>
                </Group>
              ) : null}
              <Group gap={6} wrap="nowrap">
                <IconClock size={16} aria-hidden />
                <span>{READ_TIME()}</span>
              </Group>
            </Group>
          </Container>
        </Box>

        <Container size="md" mt={{ base: -72, md: -120 }} pos="relative">
          <Box>
            <Paper radius="lg" shadow="md" style={{ overflow: 'hidden' }}>
              <ResponsiveImage
                src={blogImage(article)}
                alt={article.title}
                lang={article.lang}
                sizes="(max-width: 900px) 100vw, 860px"
                width={1200}
                height={630}
                priority
                className={classes.cover}
              />
            </Paper>
            {article.englishOnly ? (
              <Text mt={{ base: 'xl', md: 48 }} c="gray.7" fs="italic" data-testid="article-in-english">
                {m.post_in_english_notice()}
              </Text>
            ) : null}
            <Box mt={{ base: 'xl', md: 48 }} lang={article.lang}>
              <ArticleContent content={article.content} />
            </Box>
            <Divider my="xl" />
            <Group justify="space-between" align="flex-end" gap="lg">
              <ShareButtons path={articlePath(article.slug)} title={article.title} summary={article.excerpt} thing="article" />
              <BackToBlog />
            </Group>
            <Paper withBorder radius="lg" p="lg" mt="xl" bg="gray.0">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={48} radius="xl" color="navy.9">
                  <IconUser size={24} aria-hidden />
                </ThemeIcon>
                <div>
                  <Text fw={700} c="navy.9">
                    {m.post_written_by({ author: article.author })}
                  </Text>
                  <Text fz="sm" c="gray.7">
                    {m.post_author_bio({ author: article.author, company: company.name })}
                  </Text>
                </div>
              </Group>
            </Paper>
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="related-heading" bg="gray.0" mt={{ base: 56, md: 80 }} py={{ base: 48, md: 72 }}>
        <Container size="lg">
          <Group justify="space-between" align="flex-end" mb="xl">
            <div>
              <Text tt="uppercase" fw={700} fz="sm" c="brand.7" style={{ letterSpacing: 1 }}>
                {m.post_keep_reading()}
              </Text>
              <Title order={2} id="related-heading" fz={{ base: 26, md: 32 }} c="navy.9">
                {m.post_related_title()}
              </Title>
            </div>
            <Button component={Link} to="/blog" variant="subtle" rightSection={<IconChevronRight size={16} aria-hidden />}>
              {m.home_blog_view_all()}
            </Button>
          </Group>
          {related.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="related-articles">
              {related.map((item) => (
                <BlogCard key={item.id} post={item} headingLevel={3} />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="gray.7">{list.isPending ? m.post_loading_related() : m.post_more_on_the_way()}</Text>
          )}
        </Container>
      </Box>
    </>
  );
}
