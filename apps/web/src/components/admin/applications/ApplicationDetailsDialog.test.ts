import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import { openResume } from './ApplicationDetailsDialog';

const notifyAdmin = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/notify', () => ({ notifyAdmin }));

const app = { id: 1, applicantName: 'Rosa Diaz', resume: 'https://files.example.com/rosa.pdf' } as ApplicationDto;

describe('openResume', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    notifyAdmin.mockReset();
  });

  it('opens the resume in a new tab and says so', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openResume(app);
    expect(open).toHaveBeenCalledWith('https://files.example.com/rosa.pdf', '_blank', 'noopener,noreferrer');
    expect(notifyAdmin).toHaveBeenCalledWith('Resume Download', 'Resume for Rosa Diaz opened in new tab.');
  });

  it('says there is no resume when none was given', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openResume({ ...app, resume: null });
    expect(open).not.toHaveBeenCalled();
    expect(notifyAdmin).toHaveBeenCalledWith('No Resume', 'No resume available for this application.', 'error');
  });
});
