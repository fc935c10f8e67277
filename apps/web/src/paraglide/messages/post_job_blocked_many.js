/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Post_Job_Blocked_ManyInputs */

const en_post_job_blocked_many = /** @type {(inputs: Post_Job_Blocked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your job was not sent: ${i?.count} fields need attention`)
};

const fr_post_job_blocked_many = /** @type {(inputs: Post_Job_Blocked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre offre n’a pas été envoyée : ${i?.count} champs sont à corriger`)
};

/**
* | output |
* | --- |
* | "Your job was not sent: {count} fields need attention" |
*
* @param {Post_Job_Blocked_ManyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_blocked_many = /** @type {((inputs: Post_Job_Blocked_ManyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Blocked_ManyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_blocked_many(inputs)
	return en_post_job_blocked_many(inputs)
});