/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Near_PlaceholderInputs */

const en_jobs_near_placeholder = /** @type {(inputs: Jobs_Near_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Town or city, e.g. Brampton`)
};

const fr_jobs_near_placeholder = /** @type {(inputs: Jobs_Near_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville ou village, p. ex. Québec`)
};

/**
* | output |
* | --- |
* | "Town or city, e.g. Brampton" |
*
* @param {Jobs_Near_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_near_placeholder = /** @type {((inputs?: Jobs_Near_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Near_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_near_placeholder(inputs)
	return en_jobs_near_placeholder(inputs)
});