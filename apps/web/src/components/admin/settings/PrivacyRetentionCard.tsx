import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/NumberInput.css';
import { IconDeviceFloppy, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  RETENTION_FIELDS,
  RETENTION_FIELD_NAMES,
  RETENTION_KINDS,
  RETENTION_KIND_NAMES,
  RETENTION_SCHEDULE,
  type RetentionSettings,
} from '@app/shared/privacy';
import type { RetentionDto } from '@app/shared/schemas/dtos';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { ConfirmDialog } from '../common/ConfirmDialog';

const when = (iso: string) => new Date(iso).toLocaleString('en-CA', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

const settingsOf = (dto: RetentionDto): RetentionSettings => Object.fromEntries(RETENTION_FIELD_NAMES.map((field) => [field, dto[field]])) as RetentionSettings;

function LastRun({ dto }: { dto: RetentionDto }) {
  const run = dto.lastRun;
  return (
    <Stack gap={4} data-testid="retention-runs">
      <Text size="sm">
        <strong>Next run:</strong> {when(dto.nextRunAt)} ({RETENTION_SCHEDULE.label}).
      </Text>
      {run ? (
        <Text size="sm">
          <strong>Last run:</strong> {when(run.startedAt)} ({run.trigger === 'admin' ? 'run by hand' : 'daily'}):{' '}
          {run.error
            ? `failed: ${run.error}`
            : run.counts
              ? RETENTION_KIND_NAMES.filter((kind) => run.counts![kind] > 0)
                  .map((kind) => `${RETENTION_KINDS[kind].toLowerCase()} ${run.counts![kind]}`)
                  .join(', ') || 'nothing was due'
              : 'still running'}
          .
        </Text>
      ) : (
        <Text size="sm">
          <strong>Last run:</strong> none yet.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Site Settings → Privacy: how long records are kept (PIPEDA: only as long as needed), saved on
 * its own, with the daily sweep's next run and last result, and a button to run it now.
 */
export function PrivacyRetentionCard() {
  const retention = useQuery({ ...trpc.privacy.retention.queryOptions(), staleTime: 0 });
  const [values, setValues] = useState<RetentionSettings | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  useEffect(() => {
    if (retention.data && values === null) setValues(settingsOf(retention.data));
  }, [retention.data, values]);

  const save = useMutation(
    trpc.privacy.updateRetention.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.privacy.retention.queryKey(), saved);
        setValues(settingsOf(saved));
        notifyAdmin('Privacy settings updated', 'The daily sweep keeps records for these periods from now on.');
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update the privacy settings. Please try again.', 'error'),
    }),
  );
  const run = useMutation(
    trpc.privacy.runRetention.mutationOptions({
      onSuccess: async (result) => {
        setConfirmRun(false);
        const removed = RETENTION_KIND_NAMES.reduce((n, kind) => n + result.counts[kind], 0);
        notifyAdmin(
          'Retention sweep done',
          removed === 0 ? 'Nothing was past its time.' : `${removed} record${removed === 1 ? '' : 's'} removed or anonymised.`,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.privacy.retention.queryKey() });
      },
      onError: (error) => notifyAdmin('Error', error.message, 'error'),
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="privacy-settings-heading">
      <Title order={2} fz="lg" c="navy.9" id="privacy-settings-heading">
        Privacy
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        How long personal information is kept. Every night a sweep deletes what is past its time (applications are kept as anonymous records so job counts stay
        true), and the Activity log counts what it removed.
      </Text>
      {retention.isError ? (
        <Alert color="red" role="alert" title="Could not load the privacy settings">
          {retention.error.message}
        </Alert>
      ) : !retention.data || !values ? (
        <Skeleton h={220} radius="md" aria-label="Loading privacy settings" />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(values);
          }}
          noValidate
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
              {RETENTION_FIELD_NAMES.map((field) => {
                const spec = RETENTION_FIELDS[field];
                return (
                  <NumberInput
                    key={field}
                    label={`${spec.label} (${spec.unit})`}
                    description={`Kept ${values[field]} ${spec.unit} ${spec.after}; ${spec.min} to ${spec.max}.`}
                    min={spec.min}
                    max={spec.max}
                    allowDecimal={false}
                    allowNegative={false}
                    value={values[field]}
                    onChange={(value) => setValues({ ...values, [field]: typeof value === 'number' ? value : Number(value) || 0 })}
                  />
                );
              })}
            </SimpleGrid>
            <LastRun dto={retention.data} />
            <Group>
              <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                Save Privacy Settings
              </Button>
              <Button variant="default" onClick={() => setConfirmRun(true)} leftSection={<IconPlayerPlay size={16} aria-hidden />}>
                Run Sweep Now
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        opened={confirmRun}
        onClose={() => setConfirmRun(false)}
        onConfirm={() => run.mutate()}
        loading={run.isPending}
        title="Run the retention sweep now?"
        message="Everything past its retention period (with the saved periods) is deleted or anonymised now, résumé files included. This cannot be undone."
        confirmLabel="Run Sweep"
      />
    </Paper>
  );
}
