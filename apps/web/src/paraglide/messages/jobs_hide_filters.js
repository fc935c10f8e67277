/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Hide_FiltersInputs */

const en_jobs_hide_filters = /** @type {(inputs: Jobs_Hide_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide filters`)
};

const fr_jobs_hide_filters = /** @type {(inputs: Jobs_Hide_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer les filtres`)
};

/**
* | output |
* | --- |
* | "Hide filters" |
*
* @param {Jobs_Hide_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_hide_filters = /** @type {((inputs?: Jobs_Hide_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Hide_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_hide_filters(inputs)
	return en_jobs_hide_filters(inputs)
});