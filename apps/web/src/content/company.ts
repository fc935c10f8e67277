/**
 * Facts about the company that Site Settings have no field for (legal name, founding year, social
 * links). Name, short name, description, phone, email, address and business hours are the admin's
 * to change: read them with `useCompany()` (or `currentCompany()` in a route head).
 */
import { COMPANY_PROFILE, shortNameOf } from '@app/shared/company';

export { COMPANY_PROFILE as COMPANY } from '@app/shared/company';

/** The short form the legal pages define for the legal entity ('Northline'). */
export const LEGAL_SHORT_NAME = shortNameOf(COMPANY_PROFILE.legalName);
