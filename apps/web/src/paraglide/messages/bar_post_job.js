/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bar_Post_JobInputs */

const en_bar_post_job = /** @type {(inputs: Bar_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post a Job`)
};

const fr_bar_post_job = /** @type {(inputs: Bar_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

/**
* | output |
* | --- |
* | "Post a Job" |
*
* @param {Bar_Post_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const bar_post_job = /** @type {((inputs?: Bar_Post_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bar_Post_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_bar_post_job(inputs)
	return en_bar_post_job(inputs)
});