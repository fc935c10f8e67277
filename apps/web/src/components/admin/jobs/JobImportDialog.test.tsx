import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { JOB_IMPORT_MESSAGES } from '@app/shared/job-csv';
import { JOB_IMPORT_URL, JobImportDialog, uploadJobsCsv } from './JobImportDialog';
import { renderWithProviders } from '../../../test-utils';

const csvFile = () => new File(['Title,Company\r\n'], 'jobs.csv', { type: 'text/csv' });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('Import Jobs dialog', () => {
  it('asks for a file before sending anything', () => {
    const upload = vi.fn();
    renderWithProviders(<JobImportDialog opened onClose={vi.fn()} onImported={vi.fn()} upload={upload} />);
    expect(screen.getByText('CSV file')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(JOB_IMPORT_MESSAGES.noFile)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('posts the file and shows the report of a refused file as a table of row, field and problem', async () => {
    // The dialog's own request (no `upload` given), against a stubbed fetch.
    const fetcher = vi.fn().mockResolvedValue(
      json(400, {
        message: 'Nothing was imported: 2 problems in 2 rows.',
        errors: [
          { row: 3, field: 'Title', message: 'Title is required' },
          { row: 5, field: '', message: 'The row has more cells than the header has columns' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetcher);
    onTestFinished(() => void vi.unstubAllGlobals());
    const onImported = vi.fn();
    renderWithProviders(<JobImportDialog opened onClose={vi.fn()} onImported={onImported} />);
    chooseFile(csvFile());
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByTestId('job-import-report');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toBe(JOB_IMPORT_URL);
    expect(((fetcher.mock.calls[0]![1] as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('alert').textContent).toContain('Nothing was imported: 2 problems in 2 rows.');
    const rows = within(report)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Row', 'Field', 'Problem'],
      ['3', 'Title', 'Title is required'],
      ['5', 'Whole row', 'The row has more cells than the header has columns'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('hands on what was created', async () => {
    const onImported = vi.fn();
    renderWithProviders(<JobImportDialog opened onClose={vi.fn()} onImported={onImported} upload={vi.fn().mockResolvedValue({ created: 2, ids: [7, 8] })} />);
    chooseFile(csvFile());
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ created: 2, ids: [7, 8] }));
  });
});

describe('uploadJobsCsv', () => {
  it('posts the file as the form field `file` and reads the answers', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(json(201, { created: 1, ids: [4] }));
    expect(await uploadJobsCsv(csvFile(), fetcher)).toEqual({ created: 1, ids: [4] });
    const [url, init] = fetcher.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(JOB_IMPORT_URL);
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);

    fetcher.mockResolvedValueOnce(json(400, { message: 'Nothing was imported', errors: [{ row: 2, field: 'Type', message: 'Bad type' }] }));
    await expect(uploadJobsCsv(csvFile(), fetcher)).rejects.toMatchObject({
      message: 'Nothing was imported',
      errors: [{ row: 2, field: 'Type', message: 'Bad type' }],
    });
    fetcher.mockResolvedValueOnce(json(413, { message: JOB_IMPORT_MESSAGES.tooLarge }));
    await expect(uploadJobsCsv(csvFile(), fetcher)).rejects.toMatchObject({ message: JOB_IMPORT_MESSAGES.tooLarge, errors: [] });
    fetcher.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(uploadJobsCsv(csvFile(), fetcher)).rejects.toMatchObject({ message: 'The import failed. Try again in a moment.' });
  });
});
