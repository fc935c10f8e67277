/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Post_JobInputs */

const en_my_postings_post_job = /** @type {(inputs: My_Postings_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a job`)
};

const fr_my_postings_post_job = /** @type {(inputs: My_Postings_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier une offre`)
};

/**
* | output |
* | --- |
* | "Post a job" |
*
* @param {My_Postings_Post_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_post_job = /** @type {((inputs?: My_Postings_Post_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Post_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_post_job(inputs)
	return en_my_postings_post_job(inputs)
});