/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_All_TypesInputs */

const en_jobs_all_types = /** @type {(inputs: Jobs_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Types`)
};

const fr_jobs_all_types = /** @type {(inputs: Jobs_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

/**
* | output |
* | --- |
* | "All Types" |
*
* @param {Jobs_All_TypesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_all_types = /** @type {((inputs?: Jobs_All_TypesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_All_TypesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_all_types(inputs)
	return en_jobs_all_types(inputs)
});