/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Field_Contact_EmailInputs */

const en_post_job_field_contact_email = /** @type {(inputs: Post_Job_Field_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Email`)
};

const fr_post_job_field_contact_email = /** @type {(inputs: Post_Job_Field_Contact_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courriel de la personne-ressource`)
};

/**
* | output |
* | --- |
* | "Contact Email" |
*
* @param {Post_Job_Field_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_field_contact_email = /** @type {((inputs?: Post_Job_Field_Contact_EmailInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Field_Contact_EmailInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_field_contact_email(inputs)
	return en_post_job_field_contact_email(inputs)
});