import { Alert, Box, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { JOB_CSV_COLUMNS, JOB_IMPORT_MAX_ROWS, JOB_IMPORT_MESSAGES } from '@app/shared/job-csv';
import type { JobImportError, JobImportResult } from '@app/shared/schemas/dtos';
import { AdminDialog } from '../common';

/** The import's address (apps/api rest/job-import.ts). */
export const JOB_IMPORT_URL = '/api/admin/jobs/import';

const REQUIRED = JOB_CSV_COLUMNS.filter((c) => c.required).map((c) => c.header);
const OPTIONAL = JOB_CSV_COLUMNS.filter((c) => c.field && !c.required).map((c) => c.header);

/** What the server refused: its message, and every bad row and field (none when the file itself was refused). */
export class JobImportFailed extends Error {
  readonly errors: JobImportError[];
  constructor(message: string, errors: JobImportError[] = []) {
    super(message);
    this.errors = errors;
  }
}

/** Sends the file as the form's `file` field; answers what was created, or throws the server's refusal. */
export async function uploadJobsCsv(file: File, fetcher: typeof fetch = fetch): Promise<JobImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetcher(JOB_IMPORT_URL, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new JobImportFailed('The file could not be sent. Check your connection and try again.');
  }
  const answer = (await res.json().catch(() => null)) as { message?: string; errors?: JobImportError[] } | JobImportResult | null;
  if (res.status === 201 && answer && 'created' in answer) return answer;
  const refusal = answer && 'message' in answer ? answer : null;
  throw new JobImportFailed(refusal?.message ?? 'The import failed. Try again in a moment.', refusal?.errors ?? []);
}

export interface JobImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Every row was created: how many (the page refreshes its lists and says so). */
  onImported: (result: JobImportResult) => void;
  /** For tests: the request. */
  upload?: (file: File) => Promise<JobImportResult>;
}

/**
 * 'Import Jobs' (issue 38, item 5): a CSV file with the export's columns; every row is checked
 * with the rules of Post New Job and all are created, pending approval, or none. A refused file
 * shows the server's message and a table of each bad row and field. Render it with a new `key`
 * each time it opens.
 */
export function JobImportDialog({ opened, onClose, onImported, upload = uploadJobsCsv }: JobImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  // Only the file: TanStack Query hands a mutation function a second argument of its own.
  const send = useMutation({ mutationFn: (file: File) => upload(file), onSuccess: (result) => onImported(result) });
  const failure = send.error instanceof JobImportFailed ? send.error : send.error ? new JobImportFailed(send.error.message) : null;

  return (
    <AdminDialog opened={opened} onClose={send.isPending ? () => {} : onClose} title="Import Jobs" size="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (file) send.mutate(file);
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Use a file with the columns of Export CSV (an exported file works as it is; the ID, status, date and figure columns are ignored). Required:{' '}
            {REQUIRED.join(', ')}. Optional: {OPTIONAL.join(', ')}. Up to {JOB_IMPORT_MAX_ROWS.toLocaleString('en-US')} jobs and 2 MB. Every row is checked
            first: if any row has a problem, nothing is imported. Imported jobs wait in Pending Approval.
          </Text>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            value={file}
            onChange={(value) => {
              setFile(value);
              send.reset();
            }}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            error={tried && !file ? JOB_IMPORT_MESSAGES.noFile : undefined}
            withAsterisk
            clearable
            // Its × has no text: without a name, screen readers say 'button' (axe: button-name, serious).
            clearButtonProps={{ 'aria-label': 'Remove the file' }}
          />
          {failure && (
            <Alert color="red" title="Nothing was imported" role="alert">
              {failure.message}
            </Alert>
          )}
          {failure && failure.errors.length > 0 && (
            <Box mah={360} style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label="Problems in the file">
              <Table striped withTableBorder stickyHeader data-testid="job-import-report">
                <Table.Caption>Each problem, by row (row 1 is the header row) and column</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Problem</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {failure.errors.map((e, i) => (
                    <Table.Tr key={`${e.row}-${e.field}-${i}`}>
                      <Table.Td>{e.row}</Table.Td>
                      <Table.Td>{e.field || 'Whole row'}</Table.Td>
                      <Table.Td>{e.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminDialog>
  );
}
