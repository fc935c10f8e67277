/**
 * The spec's validation messages the public contact and quote forms can show, and their twins in
 * the catalogue (lib/form-errors.ts shows the twin on a French page).
 */
import { MSG } from '@app/shared/messages';
import type { ErrorTexts } from '../../lib/form-errors';
import { m } from '../../lib/i18n';

export const CONTACT_FORM_ERRORS: ErrorTexts = {
  [MSG.name]: m.form_error_name,
  [MSG.email]: m.form_error_email,
  [MSG.phone]: m.form_error_phone,
  [MSG.subject]: m.form_error_subject,
  [MSG.message]: m.form_error_message,
  [MSG.company]: m.form_error_company,
  [MSG.serviceType]: m.form_error_service_type,
  [MSG.origin]: m.form_error_origin,
  [MSG.destination]: m.form_error_destination,
  [MSG.freightType]: m.form_error_freight_type,
  [MSG.timeline]: m.form_error_timeline,
  [MSG.controlCharacters]: m.form_error_control_characters,
  [MSG.brokenCharacters]: m.form_error_broken_characters,
  [MSG.required]: m.form_error_required,
};
