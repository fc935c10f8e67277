import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicSettingsDto } from '@app/shared/schemas/dtos';
import { publicSettingsOptions } from '../../lib/company';
import { createQueryClient } from '../../lib/trpc';
import { ContactInfoCards } from './ContactInfoCards';

function renderCards(settings: PublicSettingsDto) {
  const client = createQueryClient();
  client.setQueryData(publicSettingsOptions().queryKey, settings);
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <ContactInfoCards />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const SETTINGS: PublicSettingsDto = {
  companyName: 'Northline Workforce Solutions',
  companyDescription: 'x',
  companyDescriptionFr: '',
  contactEmail: 'hello@lakeside.example',
  contactPhone: '416-555-0177',
  address: '1 Front St W, Toronto, ON M5J 2X5',
  businessHours: 'Mon - Thu: 7:00 AM - 3:00 PM; Fri: 7:00 AM - Noon',
  maintenanceMode: false,
};

describe('ContactInfoCards', () => {
  it('shows the address, phone, email and hours from Site Settings', () => {
    renderCards(SETTINGS);
    const cards = screen.getByTestId('contact-info-cards');
    expect(within(cards).getByRole('link', { name: '416-555-0177' })).toHaveProperty('href', 'tel:+14165550177');
    expect(within(cards).getByRole('link', { name: 'hello@lakeside.example' })).toHaveProperty('href', 'mailto:hello@lakeside.example');
    expect(cards.querySelector('address')?.textContent).toBe('1 Front St WToronto, ON M5J 2X5Canada');
    expect(cards.textContent).toContain('Mon - Thu: 7:00 AM - 3:00 PM');
    expect(cards.textContent).toContain('Fri: 7:00 AM - Noon');
  });

  it('keeps an address it cannot split on one line', () => {
    renderCards({ ...SETTINGS, address: 'Unit 5, 100 King St, Hamilton' });
    expect(screen.getByTestId('contact-info-cards').querySelector('address')?.textContent).toBe('Unit 5, 100 King St, HamiltonCanada');
  });
});
