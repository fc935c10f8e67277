/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Post_A_JobInputs */

const en_nav_post_a_job = /** @type {(inputs: Nav_Post_A_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const fr_nav_post_a_job = /** @type {(inputs: Nav_Post_A_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier une offre`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Nav_Post_A_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_post_a_job = /** @type {((inputs?: Nav_Post_A_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Post_A_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_post_a_job(inputs)
	return en_nav_post_a_job(inputs)
});