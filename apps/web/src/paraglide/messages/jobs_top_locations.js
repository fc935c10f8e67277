/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Top_LocationsInputs */

const en_jobs_top_locations = /** @type {(inputs: Jobs_Top_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top locations`)
};

const fr_jobs_top_locations = /** @type {(inputs: Jobs_Top_LocationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principaux lieux`)
};

/**
* | output |
* | --- |
* | "Top locations" |
*
* @param {Jobs_Top_LocationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_top_locations = /** @type {((inputs?: Jobs_Top_LocationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Top_LocationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_top_locations(inputs)
	return en_jobs_top_locations(inputs)
});