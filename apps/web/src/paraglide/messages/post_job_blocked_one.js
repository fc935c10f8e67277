/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Blocked_OneInputs */

const en_post_job_blocked_one = /** @type {(inputs: Post_Job_Blocked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job was not sent: 1 field needs attention`)
};

const fr_post_job_blocked_one = /** @type {(inputs: Post_Job_Blocked_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre n’a pas été envoyée : 1 champ est à corriger`)
};

/**
* | output |
* | --- |
* | "Your job was not sent: 1 field needs attention" |
*
* @param {Post_Job_Blocked_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_blocked_one = /** @type {((inputs?: Post_Job_Blocked_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Blocked_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_blocked_one(inputs)
	return en_post_job_blocked_one(inputs)
});