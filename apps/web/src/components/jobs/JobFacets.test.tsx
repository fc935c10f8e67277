import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobFacets as Facets } from '@app/shared/schemas/dtos';
import { renderWithProviders } from '../../test-utils';
import { JobFacets } from './JobFacets';

const facets: Facets = {
  type: [
    { value: 'Full-Time', count: 1204 },
    { value: 'Part-time', count: 310 },
  ],
  category: [{ value: 'Warehouse', count: 800 }],
  location: [
    { value: 'Milton, ON', count: 41 },
    { value: 'Hamilton, ON', count: 12 },
  ],
  remote: 7,
};

describe('JobFacets', () => {
  it('shows each value with its count and chooses it on click', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{ query: 'driver', page: 3 }} onChange={onChange} />);
    const fullTime = screen.getByRole('button', { name: /^Full-Time/ });
    expect(fullTime.textContent).toContain('1,204');
    expect(fullTime.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fullTime);
    expect(onChange).toHaveBeenCalledWith({ query: 'driver', type: 'Full-Time' });

    fireEvent.click(screen.getByRole('button', { name: /^Milton, ON/ }));
    expect(onChange).toHaveBeenLastCalledWith({ query: 'driver', location: 'Milton, ON' });
  });

  it('marks the chosen value and clears it on a second click', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{ category: 'warehouse' }} onChange={onChange} />);
    const warehouse = screen.getByRole('button', { name: /^Warehouse/ });
    expect(warehouse.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(warehouse);
    expect(onChange).toHaveBeenCalledWith({});
  });

  it('counts remote jobs and toggles remote only', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{}} onChange={onChange} />);
    const remote = screen.getByRole('switch', { name: 'Remote only (7)' });
    fireEvent.click(remote);
    expect(onChange).toHaveBeenCalledWith({ remote: true });
  });

  it('near a place, the remote switch adds remote jobs to those around it', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{ near: 'Laval' }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Include remote jobs (7)' }));
    expect(onChange).toHaveBeenCalledWith({ near: 'Laval', remote: true });
  });

  it('sets a minimum pay per period with Apply pay, and clears it with Any pay', () => {
    const onChange = vi.fn();
    const { unmount } = renderWithProviders(<JobFacets facets={facets} search={{ query: 'driver', page: 2 }} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay' }), { target: { value: '45000' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pay period' }), { target: { value: 'year' } });
    expect(screen.queryByRole('button', { name: 'Any pay' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply pay' }));
    expect(onChange).toHaveBeenCalledWith({ query: 'driver', minPay: 45000, payPeriod: 'year' });
    unmount();

    onChange.mockClear();
    renderWithProviders(<JobFacets facets={facets} search={{ minPay: 22, payPeriod: 'hour', sort: 'salary' }} onChange={onChange} />);
    expect((screen.getByRole('textbox', { name: 'Minimum pay' }) as HTMLInputElement).value).toBe('22');
    expect((screen.getByRole('combobox', { name: 'Pay period' }) as HTMLSelectElement).value).toBe('hour');
    expect(screen.getByText('Showing jobs paying at least $22 an hour')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Any pay' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'salary' });
  });

  it('a figure that cannot be read says so and changes nothing; commas and a dollar sign are fine', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{}} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay' }), { target: { value: 'lots' } });
    expect(screen.getByText('Enter an amount such as 20 or 45,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply pay' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay' }), { target: { value: '$45,000' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pay period' }), { target: { value: 'year' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply pay' }));
    expect(onChange).toHaveBeenCalledWith({ minPay: 45000, payPeriod: 'year' });
  });

  it('a blank or zero minimum pay clears the filter', () => {
    const onChange = vi.fn();
    renderWithProviders(<JobFacets facets={facets} search={{ minPay: 50000 }} onChange={onChange} />);
    // A link without a period: from 1,000 the figure is yearly, as the API reads it.
    expect((screen.getByRole('combobox', { name: 'Pay period' }) as HTMLSelectElement).value).toBe('year');
    fireEvent.change(screen.getByRole('textbox', { name: 'Minimum pay' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply pay' }));
    expect(onChange).toHaveBeenCalledWith({});
  });

  it('says when a filter has no values for the search', () => {
    renderWithProviders(<JobFacets facets={{ ...facets, category: [] }} search={{}} onChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Category' })).toBeTruthy();
    expect(screen.getAllByText('None for this search')).toHaveLength(1);
  });
});
