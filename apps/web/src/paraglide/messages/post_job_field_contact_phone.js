/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Contact_PhoneInputs */

const en_post_job_field_contact_phone = /** @type {(inputs: Post_Job_Field_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Phone`)
};

const fr_post_job_field_contact_phone = /** @type {(inputs: Post_Job_Field_Contact_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone de la personne-ressource`)
};

/**
* | output |
* | --- |
* | "Contact Phone" |
*
* @param {Post_Job_Field_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_contact_phone = /** @type {((inputs?: Post_Job_Field_Contact_PhoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Contact_PhoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_contact_phone(inputs)
	return en_post_job_field_contact_phone(inputs)
});