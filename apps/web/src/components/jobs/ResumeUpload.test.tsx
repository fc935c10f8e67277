import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/trpc';
import { JobApplicationForm } from './JobApplicationForm';
import { trpcOk, typeInto } from '../../test-utils';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/notify', () => ({ notify }));
vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock);

/** An XMLHttpRequest the test drives: progress, then the server's answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const UPLOADED = { id: '0b7e6d8c-3f1a-4c2b-9d4e-5f6a7b8c9d0e', name: 'cv.pdf', size: 48_213, type: 'pdf' };

function renderForm() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <JobApplicationForm jobId={7} jobTitle="Forklift Operator" />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('resume-file-input'), { target: { files: [file] } });
const pdf = (size = 1000, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the resume file of the apply form', () => {
  const fetchMock = vi.fn();
  const applicationCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('application.create')) as [string, RequestInit][];
  beforeEach(() => {
    FakeXhr.last = undefined;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('upload.limits')
        ? trpcOk({ maxFileSizeMb: 2, fileTypes: ['pdf', 'doc', 'docx'] })
        : trpcOk({ success: true, message: 'ok', application: { id: 1 } }),
    );
    notify.mockReset();
    queryClient.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the accepted types and the size limit from the settings', async () => {
    renderForm();
    expect(await screen.findByText('PDF, DOC or DOCX, up to 2 MB. Or give a link below.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Resume File' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });

  it('uploads a chosen file with progress, then sends its id as the resume', async () => {
    renderForm();
    await screen.findByText(/up to 2 MB/);
    chooseFile(pdf());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/uploads/resume');
    expect((xhr.body!.get('file') as File).name).toBe('cv.pdf');
    xhr.progress(45, 100);
    expect(screen.getByText(/… 45%/).textContent).toBe('Uploading cv.pdf… 45%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('45');
    // The application waits for the file.
    expect((screen.getByRole('button', { name: 'Uploading resume...' }) as HTMLButtonElement).disabled).toBe(true);

    xhr.answer(201, UPLOADED);
    expect(await screen.findByText(/uploaded \(47 KB\)/)).toBeTruthy();
    expect((screen.getByLabelText('Resume Link') as HTMLInputElement).disabled).toBe(true);

    typeInto('Cover Letter', 'My resume is attached.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(applicationCalls()).toHaveLength(1));
    expect(JSON.parse(applicationCalls()[0]![1].body as string)[0]).toMatchObject({ jobId: 7, coverLetter: 'My resume is attached.', resume: UPLOADED.id });
    // A file alone is a way to reach the applicant; after success the file is cleared for the next application.
    expect((await screen.findByTestId('apply-success-contact')).textContent).toBe('We will contact you using the details in your resume.');
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy());
    expect((screen.getByLabelText('Resume Link') as HTMLInputElement).disabled).toBe(false);
  });

  it("shows the server's message for a refused file (415, 413) and sends nothing", async () => {
    renderForm();
    await screen.findByText(/up to 2 MB/);
    chooseFile(pdf(1000, 'setup.pdf'));
    FakeXhr.last!.answer(415, { message: 'This file type is not accepted. Upload a PDF, DOC or DOCX file.' });
    expect((await screen.findByRole('alert')).textContent).toBe('This file type is not accepted. Upload a PDF, DOC or DOCX file.');

    chooseFile(pdf());
    FakeXhr.last!.answer(413, { message: 'The file is too large. Resumes may be up to 2 MB.' });
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large. Resumes may be up to 2 MB.');
    expect(applicationCalls()).toEqual([]);
  });

  it('stops a file over the size limit before sending it', async () => {
    renderForm();
    await screen.findByText(/up to 2 MB/);
    chooseFile(pdf(2 * 1024 * 1024 + 1));
    expect(FakeXhr.last).toBeUndefined();
    expect((await screen.findByRole('alert')).textContent).toBe('The file is too large. Resumes may be up to 2 MB.');
  });

  it('takes a file dropped on the zone', async () => {
    renderForm();
    await screen.findByText(/up to 2 MB/);
    const zone = screen.getByTestId('resume-dropzone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [pdf(500, 'dropped.pdf')] } });
    expect((FakeXhr.last!.body!.get('file') as File).name).toBe('dropped.pdf');
    FakeXhr.last!.answer(201, { ...UPLOADED, name: 'dropped.pdf', size: 500 });
    expect(await screen.findByText('dropped.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    expect((screen.getByLabelText('Resume Link') as HTMLInputElement).disabled).toBe(false);
  });
});
