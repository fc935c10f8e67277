import { Alert, Button, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconBuilding, IconMessageCircle, IconPlus, IconSearchOff, IconStar, IconStarFilled } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TestimonialDto } from '@app/shared/schemas/dtos';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { usePagePastEnd } from '../../../lib/use-page-past-end';
import { ListPagination } from '../../ListPagination/ListPagination';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { AdminPageHeader, ConfirmDialog, EmptyState, StatCard } from '../common';
import { CountedTabsList } from '../common/CountedTabsList';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialDialog } from './TestimonialDialog';
import { TestimonialViewDialog } from './TestimonialViewDialog';
import { TESTIMONIAL_TABS, formatAverageRating, tabCounts, type AdminTestimonialsSearch, type TestimonialTab } from './testimonials-admin';
import { invalidateTestimonialQueries } from './invalidate';
import { adminTestimonialsQuery } from './queries';
import { useCompany } from '../../../lib/company';

type Editing = { mode: 'create' } | { mode: 'edit'; testimonial: TestimonialDto } | null;

/**
 * Admin 'Testimonials': figures and tab counts from the server, a search box, one page of cards
 * per tab (state in the URL), the create/edit and view dialogs and the delete confirmation.
 */
export function TestimonialsPage({
  search,
  onSearchChange,
}: {
  search: AdminTestimonialsSearch;
  onSearchChange: (next: AdminTestimonialsSearch, options?: { replace?: boolean }) => void;
}) {
  const tab: TestimonialTab = search.tab ?? 'all';
  const company = useCompany();
  const list = useQuery({ ...adminTestimonialsQuery(search), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<TestimonialDto | null>(null);
  const [deleting, setDeleting] = useState<TestimonialDto | null>(null);

  const remove = useMutation(
    trpc.testimonial.delete.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Testimonial deleted successfully');
        setDeleting(null);
        await invalidateTestimonialQueries();
      },
      onError: (error) => notifyAdmin('Failed to delete testimonial', error.message, 'error'),
    }),
  );

  const data = list.data;
  // The last card of the last page deleted (or an old link): go to the last page there is.
  const beyond = usePagePastEnd(data, (page) => onSearchChange({ ...search, page }, { replace: true }));

  const value = <T,>(v: T | undefined) => (data ? v : list.isError ? '—' : undefined);
  const openCreate = () => setEditing({ mode: 'create' });
  const active = TESTIMONIAL_TABS.find((t) => t.value === tab)!;

  const renderList = () => {
    if (list.isPending || beyond !== null || (list.isPlaceholderData && data?.items.length === 0)) {
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading testimonials">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={220} radius="md" />
          ))}
        </SimpleGrid>
      );
    }
    if (!data) return null;
    if (data.items.length === 0) {
      if (search.search) {
        return (
          <EmptyState
            title="No testimonials match your search"
            message={`Nothing in this tab matches “${search.search}”.`}
            icon={<IconSearchOff size={28} />}
          />
        );
      }
      return (
        <EmptyState
          title={active.empty}
          message={active.hint}
          icon={<IconMessageCircle size={28} />}
          action={
            tab === 'all' ? (
              <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
                Add Testimonial
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
        <Text size="sm" c="dimmed" role="status" data-testid="testimonial-list-total">
          {data.total === 1 ? '1 testimonial' : `${data.total.toLocaleString('en-US')} testimonials`}
          {search.search ? ` matching “${search.search}”` : ''}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data.items.map((row) => (
            <TestimonialCard
              key={row.id}
              testimonial={row}
              onView={() => setViewing(row)}
              onEdit={() => setEditing({ mode: 'edit', testimonial: row })}
              onDelete={() => setDeleting(row)}
            />
          ))}
        </SimpleGrid>
        <ListPagination page={data} label="Testimonial pages" onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })} />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Testimonials"
        subtitle={`What clients and candidates say about ${company.shortName}; featured ones appear on the homepage.`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
            New
          </Button>
        }
      />

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Reviews" value={value(data?.stats.total)} hint="client reviews" icon={<IconMessageCircle size={22} />} color="brand" />
        <StatCard label="Featured" value={value(data?.stats.featured)} hint="shown on the homepage" icon={<IconStarFilled size={22} />} color="amber" />
        <StatCard
          label="Average Rating"
          value={value(data ? formatAverageRating(data.stats.averageRating) : undefined)}
          hint="out of 5 stars"
          icon={<IconStar size={22} />}
          color="teal"
        />
        <StatCard label="Companies" value={value(data?.stats.companies)} hint="unique companies" icon={<IconBuilding size={22} />} color="navy" />
      </SimpleGrid>

      {list.isError ? (
        <Alert color="red" title="Could not load testimonials" role="alert">
          {list.error.message}
        </Alert>
      ) : null}

      <DebouncedSearchInput
        label="Search testimonials"
        placeholder="Name, company, position or words"
        value={search.search}
        onCommit={(next) => onSearchChange({ ...search, search: next, page: undefined }, { replace: true })}
        maw={480}
      />

      <Tabs
        value={tab}
        onChange={(v) => onSearchChange({ ...search, tab: v === 'featured' || v === 'regular' ? v : undefined, page: undefined })}
        keepMounted={false}
      >
        <CountedTabsList tabs={TESTIMONIAL_TABS} active={tab} counts={data ? tabCounts(data.stats) : undefined} />
        {TESTIMONIAL_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab ? renderList() : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <TestimonialDialog opened={editing !== null} testimonial={editing?.mode === 'edit' ? editing.testimonial : null} onClose={() => setEditing(null)} />
      <TestimonialViewDialog
        testimonial={viewing}
        onClose={() => setViewing(null)}
        onEdit={(row) => {
          setViewing(null);
          setEditing({ mode: 'edit', testimonial: row });
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        title="Delete Testimonial"
        message={deleting ? `Are you sure you want to delete the testimonial from '${deleting.name}'? This action cannot be undone.` : ''}
        loading={remove.isPending}
      />
    </Stack>
  );
}
