/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Post_JobInputs */

const en_nav_post_job = /** @type {(inputs: Nav_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post Job`)
};

const fr_nav_post_job = /** @type {(inputs: Nav_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier une offre`)
};

/**
* | output |
* | --- |
* | "Post Job" |
*
* @param {Nav_Post_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_post_job = /** @type {((inputs?: Nav_Post_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Post_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_post_job(inputs)
	return en_nav_post_job(inputs)
});