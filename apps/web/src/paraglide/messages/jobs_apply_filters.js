/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Apply_FiltersInputs */

const en_jobs_apply_filters = /** @type {(inputs: Jobs_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

const fr_jobs_apply_filters = /** @type {(inputs: Jobs_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer les filtres`)
};

/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Jobs_Apply_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_apply_filters = /** @type {((inputs?: Jobs_Apply_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Apply_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_apply_filters(inputs)
	return en_jobs_apply_filters(inputs)
});