import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { ListPagination, pageRangeText } from './ListPagination';

describe('pageRangeText', () => {
  it('says which rows of how many are shown', () => {
    expect(pageRangeText({ page: 1, limit: 20, total: 1284 })).toBe('Showing 1–20 of 1,284');
    expect(pageRangeText({ page: 3, limit: 20, total: 45 }, 'applications')).toBe('Showing 41–45 of 45 applications');
    expect(pageRangeText({ page: 1, limit: 20, total: 0 })).toBe('');
  });
});

describe('ListPagination', () => {
  it('is absent when one page holds everything', () => {
    renderWithProviders(<ListPagination page={{ page: 1, limit: 20, total: 20 }} onChange={() => {}} label="Job pages" />);
    expect(screen.queryByRole('navigation', { name: 'Job pages' })).toBeNull();
  });

  it('links every page, marks the current one and reports the page chosen', () => {
    const onChange = vi.fn();
    renderWithProviders(<ListPagination page={{ page: 2, limit: 20, total: 95 }} onChange={onChange} label="Job pages" />);
    expect(screen.getByRole('navigation', { name: 'Job pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onChange).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
