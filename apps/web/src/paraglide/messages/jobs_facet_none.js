/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Facet_NoneInputs */

const en_jobs_facet_none = /** @type {(inputs: Jobs_Facet_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None for this search`)
};

const fr_jobs_facet_none = /** @type {(inputs: Jobs_Facet_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun pour cette recherche`)
};

/**
* | output |
* | --- |
* | "None for this search" |
*
* @param {Jobs_Facet_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_facet_none = /** @type {((inputs?: Jobs_Facet_NoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Facet_NoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_facet_none(inputs)
	return en_jobs_facet_none(inputs)
});