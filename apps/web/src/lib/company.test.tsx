import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../paraglide/runtime.js';
import type { PublicSettingsDto } from '@app/shared/schemas/dtos';
import { currentCompany, publicSettingsOptions, useCompany } from './company';
import { createQueryClient, queryClient as appQueryClient } from './trpc';

const SETTINGS: PublicSettingsDto = {
  companyName: 'Lakeside Staffing',
  companyDescription: 'People for the lakeshore.',
  companyDescriptionFr: 'Du personnel pour le bord du lac.',
  contactEmail: 'hello@lakeside.example',
  contactPhone: '(416) 555-0177',
  address: '1 Front St W, Toronto, ON M5J 2X5',
  businessHours: 'Monday - Friday: 8:00 AM - 6:00 PM; Saturday - Sunday: Closed',
  maintenanceMode: false,
};

function renderUseCompany(seed?: PublicSettingsDto) {
  const client = createQueryClient();
  if (seed) client.setQueryData(publicSettingsOptions().queryKey, seed);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCompany(), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('useCompany', () => {
  it('reads the settings the site layout loaded, without a request of its own', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderUseCompany(SETTINGS);
    expect(result.current).toMatchObject({
      name: 'Lakeside Staffing',
      description: 'People for the lakeshore.',
      email: 'hello@lakeside.example',
      phone: '(416) 555-0177',
      phoneHref: 'tel:+14165550177',
      address: '1 Front St W, Toronto, ON M5J 2X5',
      hoursRows: [
        { days: 'Monday - Friday', time: '8:00 AM - 6:00 PM' },
        { days: 'Saturday - Sunday', time: 'Closed' },
      ],
      openHours: 'Monday - Friday: 8:00 AM - 6:00 PM',
      // Facts Settings have no field for stay fixed.
      legalName: 'Northline Workforce Solutions Inc.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the default details while the settings cannot be read', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderUseCompany();
    expect(result.current).toMatchObject({ name: 'Northline Workforce Solutions', phone: '(905) 555-0148', phoneHref: 'tel:+19055550148' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('settings.public');
    expect(result.current.email).toBe('info@northlineworkforce.ca');
  });
});

describe('currentCompany', () => {
  it('reads the same settings from the app query cache (route heads)', () => {
    expect(currentCompany().name).toBe('Northline Workforce Solutions');
    appQueryClient.setQueryData(publicSettingsOptions().queryKey, SETTINGS);
    expect(currentCompany()).toMatchObject({ name: 'Lakeside Staffing', phone: '(416) 555-0177' });
  });
});

describe('the company on a French page', () => {
  beforeAll(() => setLocale('fr', { reload: false }));
  afterAll(() => setLocale('en', { reload: false }));

  it('shows the French description of Site Settings and the hours written in French', () => {
    const { result } = renderUseCompany(SETTINGS);
    expect(result.current).toMatchObject({
      name: 'Lakeside Staffing',
      description: 'Du personnel pour le bord du lac.',
      hoursRows: [
        { days: 'Du lundi au vendredi', time: '8 h à 18 h' },
        { days: 'Samedi et dimanche', time: 'fermé' },
      ],
      openHours: 'Du lundi au vendredi\u00a0: 8 h à 18 h',
    });
    expect(result.current.descriptionLang).toBeUndefined();
    appQueryClient.setQueryData(publicSettingsOptions().queryKey, { ...SETTINGS, companyDescriptionFr: '' });
    expect(currentCompany()).toMatchObject({ description: 'People for the lakeshore.', descriptionLang: 'en' });
  });
});
