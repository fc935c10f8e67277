/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Reset_FiltersInputs */

const en_jobs_reset_filters = /** @type {(inputs: Jobs_Reset_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset filters`)
};

const fr_jobs_reset_filters = /** @type {(inputs: Jobs_Reset_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser les filtres`)
};

/**
* | output |
* | --- |
* | "Reset filters" |
*
* @param {Jobs_Reset_FiltersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_reset_filters = /** @type {((inputs?: Jobs_Reset_FiltersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Reset_FiltersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_reset_filters(inputs)
	return en_jobs_reset_filters(inputs)
});