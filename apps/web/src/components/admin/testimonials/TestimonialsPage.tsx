import { Alert, Button, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconMessageCircle, IconPlus, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TestimonialDto } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminPageHeader, ConfirmDialog, EmptyState, StatCard } from '../common';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialDialog } from './TestimonialDialog';
import { TestimonialViewDialog } from './TestimonialViewDialog';
import { TESTIMONIAL_TABS, filterTestimonials, testimonialStats, type TestimonialTab } from './testimonials-admin';
import { invalidateTestimonialQueries } from './invalidate';
import { CountedTabsList } from '../common/CountedTabsList';

type Editing = { mode: 'create' } | { mode: 'edit'; testimonial: TestimonialDto } | null;

/** Admin 'Testimonials': stats, tabs, cards, create/edit dialog, view dialog and delete confirmation. */
export function TestimonialsPage() {
  const list = useQuery(trpc.testimonial.list.queryOptions());
  const [tab, setTab] = useState<TestimonialTab>('all');
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

  const all = useMemo(() => list.data ?? [], [list.data]);
  const stats = testimonialStats(all);
  const value = <T,>(v: T) => (list.isSuccess ? v : list.isError ? '—' : undefined);
  const counts: Record<TestimonialTab, number> = { all: stats.total, featured: stats.featured, regular: stats.total - stats.featured };
  const openCreate = () => setEditing({ mode: 'create' });

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Testimonials"
        subtitle="What clients and candidates say about Northline; featured ones appear on the homepage."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
            New
          </Button>
        }
      />

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Reviews" value={value(stats.total)} hint="client reviews" icon={<IconMessageCircle size={22} />} color="brand" />
        <StatCard label="Featured" value={value(stats.featured)} hint="shown on the homepage" icon={<IconStarFilled size={22} />} color="amber" />
        <StatCard label="Average Rating" value={value(stats.averageRating)} hint="out of 5 stars" icon={<IconStar size={22} />} color="teal" />
        <StatCard label="Companies" value={value(stats.companies)} hint="unique companies" icon={<IconBuilding size={22} />} color="navy" />
      </SimpleGrid>

      {list.isError ? (
        <Alert color="red" title="Could not load testimonials" role="alert">
          {list.error.message}
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => setTab((v as TestimonialTab | null) ?? 'all')} keepMounted={false}>
        <CountedTabsList tabs={TESTIMONIAL_TABS} active={tab} counts={list.isSuccess ? counts : undefined} />
        {TESTIMONIAL_TABS.map((t) => {
          const visible = filterTestimonials(all, t.value);
          return (
            <Tabs.Panel key={t.value} value={t.value}>
              {list.isPending ? (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading testimonials">
                  {[0, 1, 2, 3].map((i) => (
                    <Skeleton key={i} h={220} radius="md" />
                  ))}
                </SimpleGrid>
              ) : list.isError ? null : visible.length === 0 ? (
                <EmptyState
                  title={t.empty}
                  message={t.hint}
                  icon={<IconMessageCircle size={28} />}
                  action={
                    t.value === 'all' ? (
                      <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={openCreate}>
                        Add Testimonial
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {visible.map((row) => (
                    <TestimonialCard
                      key={row.id}
                      testimonial={row}
                      onView={() => setViewing(row)}
                      onEdit={() => setEditing({ mode: 'edit', testimonial: row })}
                      onDelete={() => setDeleting(row)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>

      <TestimonialDialog
        opened={editing !== null}
        testimonial={editing?.mode === 'edit' ? editing.testimonial : null}
        onClose={() => setEditing(null)}
      />
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
