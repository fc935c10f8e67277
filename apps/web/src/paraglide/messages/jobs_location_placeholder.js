/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Location_PlaceholderInputs */

const en_jobs_location_placeholder = /** @type {(inputs: Jobs_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City or region`)
};

const fr_jobs_location_placeholder = /** @type {(inputs: Jobs_Location_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville ou région`)
};

/**
* | output |
* | --- |
* | "City or region" |
*
* @param {Jobs_Location_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_location_placeholder = /** @type {((inputs?: Jobs_Location_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Location_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_location_placeholder(inputs)
	return en_jobs_location_placeholder(inputs)
});