/**
 * Facts about the company that Site Settings have no field for (short and legal name, founding
 * year, social links). Name, description, phone, email, address and business hours are the
 * admin's to change: read them with `useCompany()` (or `currentCompany()` in a route head).
 */
export { COMPANY_PROFILE as COMPANY } from '@app/validators';
