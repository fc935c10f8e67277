/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Post_JobInputs */

const en_home_why_post_job = /** @type {(inputs: Home_Why_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const fr_home_why_post_job = /** @type {(inputs: Home_Why_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier une offre`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Home_Why_Post_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_post_job = /** @type {((inputs?: Home_Why_Post_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Post_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_post_job(inputs)
	return en_home_why_post_job(inputs)
});