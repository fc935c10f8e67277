/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Manage_Contact_AddressInputs */

const en_post_job_manage_contact_address = /** @type {(inputs: Post_Job_Manage_Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the contact address`)
};

const fr_post_job_manage_contact_address = /** @type {(inputs: Post_Job_Manage_Contact_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’adresse de la personne-ressource`)
};

/**
* | output |
* | --- |
* | "the contact address" |
*
* @param {Post_Job_Manage_Contact_AddressInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_manage_contact_address = /** @type {((inputs?: Post_Job_Manage_Contact_AddressInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Manage_Contact_AddressInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_manage_contact_address(inputs)
	return en_post_job_manage_contact_address(inputs)
});