import { Box, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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

const description = (company: string) => `Hiring tips, warehousing and freight insights and career advice from the ${company} team.`;

export const Route = createFileRoute('/_site/blog/')({
  // Search, category and page live in the URL: links can be shared and Back returns to them.
  validateSearch: validateBlogSearch,
  loaderDeps: ({ search }) => search,
  head: siteHead((site) => ({
    title: 'Blog - Insights & Resources',
    description: description(site.company.name),
    keywords: 'staffing blog, hiring tips Ontario, warehouse careers, freight shipping advice, logistics insights, job interview tips, Ontario employers',
    canonicalPath: '/blog',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `${site.company.name} Blog`,
        description: description(site.company.name),
        url: absoluteUrl(site, '/blog'),
        publisher: { '@type': 'Organization', name: site.company.name, logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/logo.svg') } },
      },
      homeBreadcrumbJsonLd(site, 'Blog', '/blog'),
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

const READER_STATS = [
  { value: '50K+', label: 'Monthly Readers', icon: IconUsers },
  { value: '100+', label: 'Articles Published', icon: IconBook2 },
  { value: 'Weekly', label: 'New Content', icon: IconCalendarEvent },
];

function BlogPage() {
  const company = useCompany();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const stats = useQuery(trpc.stats.get.queryOptions());

  const companyStats = stats.data
    ? [
        { value: `${formatCount(stats.data.jobs)}+`, label: 'Jobs Posted', icon: IconBriefcase },
        { value: `${formatCount(stats.data.employers)}+`, label: 'Employers Served', icon: IconBuildingSkyscraper },
        { value: `${formatCount(stats.data.hired)}+`, label: 'Candidates Hired', icon: IconUserCheck },
      ]
    : [];

  return (
    <>
      <PageHero
        eyebrow={`${company.shortName} Blog`}
        title="Insights & Resources"
        subtitle="Practical hiring tips, warehousing and freight insights and career advice from the team that has placed 5,000+ workers across Ontario since 2016."
      >
        <SimpleGrid cols={3} mt={40} maw={620} spacing={{ base: 'sm', md: 'xl' }} data-testid="blog-reader-stats">
          {READER_STATS.map((stat) => (
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
            Latest Articles
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
                Advice Backed by Real Placements
              </Title>
              <Text c="gray.7">Our articles draw on what we see every day matching Ontario employers with reliable people.</Text>
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
