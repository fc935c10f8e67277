import { Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { m } from '../../../lib/i18n';
import { IconBook2, IconBriefcase, IconBuildingSkyscraper, IconCalendarEvent, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { whileServerWaits } from '../../../lib/ssr';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { PageHero } from '../../../components/PageHero/PageHero';
import { BlogBrowser } from '../../../components/blog/BlogBrowser';
import { NewsletterBox } from '../../../components/blog/NewsletterBox';
import { blogListInput, validateBlogSearch } from '../../../components/blog/blog';
import classes from '../../../components/blog/blog.module.css';
import { formatCount } from '../../../lib/format';
import { absoluteUrl, homeBreadcrumbJsonLd, siteHead } from '../../../lib/seo';
import { trpc } from '../../../lib/trpc';
import { useCompany } from '../../../lib/company';

const description = (company: string) => m.blog_head_description({ company });

export const Route = createFileRoute('/_site/blog/')({
  // Search, category and page live in the URL: links can be shared and Back returns to them.
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => search,
  head: siteHead((site) => ({
    title: m.blog_head_title(),
    description: description(site.company.name),
    keywords: m.blog_head_keywords(),
    canonicalPath: '/blog',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: m.blog_jsonld_name({ company: site.company.name }),
        description: description(site.company.name),
        url: absoluteUrl(site, '/blog'),
        publisher: { '@type': 'Organization', name: site.company.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/logo.svg') } },
      },
      homeBreadcrumbJsonLd(site, m.blog_breadcrumb(), '/blog'),
    ],
  })),
  // The page renders its own loading and empty states (see whileServerWaits).
  loader: ({ context, deps }) =>
    whileServerWaits(
      context.queryClient.prefetchQuery(context.trpc.blog.list.queryOptions(blogListInput(deps))),
      context.queryClient.prefetchQuery(context.trpc.stats.get.queryOptions()),
    ),
  component: BlogPage,
});

const READER_STATS = () => [
  { value: '50K+', label: m.blog_stat_readers(), icon: IconUsers },
  { value: '100+', label: m.blog_stat_articles(), icon: IconBook2 },
  { value: m.blog_stat_weekly(), label: m.blog_stat_content(), icon: IconCalendarEvent },
];

function BlogPage() {
  const company = useCompany();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const stats = useQuery(trpc.stats.get.queryOptions());

  const companyStats = stats.data
    ? [
        { value: `${formatCount(stats.data.jobs)}+`, label: m.blog_stat_jobs(), icon: IconBriefcase },
        { value: `${formatCount(stats.data.employers)}+`, label: m.blog_stat_employers(), icon: IconBuildingSkyscraper },
        { value: `${formatCount(stats.data.hired)}+`, label: m.blog_stat_hired(), icon: IconUserCheck },
      ]
    : [];

  return (
    <>
      <PageHero eyebrow={m.blog_hero_eyebrow({ shortName: company.shortName })} title={m.blog_hero_title()} subtitle={m.blog_hero_subtitle()}>
        <SimpleGrid cols={3} mt={40} maw={620} spacing={{ base: 'sm', md: 'xl' }} data-testid="blog-reader-stats">
          {READER_STATS().map((stat) => (
            <div key={stat.label}>
              <Text fw={800} fz={{ base: 24, md: 34 }} c="white" lh={1.1} className={classes.statNumber}>
                {stat.value}
              </Text>
              <Text fz={{ base: 'xs', md: 'sm' }} c="gray.3" mt={4}>
                {stat.label}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </PageHero>

      <Box component="section" aria-labelledby="articles-heading" py={{ base: 48, md: 72 }}>
        <Container size="lg">
          <Title order={2} id="articles-heading" fz={{ base: 26, md: 32 }} c="navy.9" mb="lg">
            {m.blog_latest_articles()}
          </Title>
          <BlogBrowser
            value={search}
            onChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
            hrefOf={(next) => router.buildLocation({ to: '/blog', search: next }).href}
          />
        </Container>
      </Box>

      {companyStats.length ? (
        <Box component="section" aria-labelledby="blog-stats-heading" bg="gray.0" py={{ base: 48, md: 64 }}>
          <Container size="lg">
            <Stack gap={4} ta="center" mb="xl">
              <Title order={2} id="blog-stats-heading" fz={{ base: 24, md: 30 }} c="navy.9">
                {m.blog_stats_title()}
              </Title>
              <Text c="gray.7">{m.blog_stats_text()}</Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="blog-company-stats">
              {companyStats.map((stat) => (
                <Paper key={stat.label} withBorder radius="lg" p="lg">
                  <Group gap="md" wrap="nowrap">
                    <ThemeIcon size={48} radius="md" variant="light" color="brand">
                      <stat.icon size={26} aria-hidden />
                    </ThemeIcon>
                    <div>
                      <Text fw={800} fz={28} c="navy.9" lh={1.1} className={classes.statNumber}>
                        {stat.value}
                      </Text>
                      <Text c="gray.7" fz="sm">
                        {stat.label}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </Container>
        </Box>
      ) : null}

      <Box py={{ base: 48, md: 72 }}>
        <Container size="lg">
          <NewsletterBox />
        </Container>
      </Box>
    </>
  );
}
