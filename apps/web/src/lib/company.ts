import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { companyDetails, localizedCompany, type CompanyDetails } from '@app/shared/company';
import { currentLocale } from './i18n';
import { queryClient, trpc } from './trpc';

/** Company details and the maintenance flag; the site layout loads them once for every public page. */
export const publicSettingsOptions = () => trpc.settings.public.queryOptions();

/**
 * The company's name, description, phone (with its tel: link), email, address and business hours
 * from Site Settings, over the defaults while they are not loaded or could not be read. Every caller
 * shares the site layout's settings query, so this adds no request. On a French page: the French
 * description and hours (localizedCompany), or the English ones marked as English.
 */
export function useCompany(): CompanyDetails {
  const { data } = useQuery(publicSettingsOptions());
  const locale = currentLocale();
  return useMemo(() => localizedCompany(companyDetails(data), locale), [data, locale]);
}

/** The same details outside React (route head functions run after the site layout loaded the settings). */
export function currentCompany(): CompanyDetails {
  return localizedCompany(companyDetails(queryClient.getQueryData(publicSettingsOptions().queryKey)), currentLocale());
}
