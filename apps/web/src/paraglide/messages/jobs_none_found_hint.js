/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_None_Found_HintInputs */

const en_jobs_none_found_hint = /** @type {(inputs: Jobs_None_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try a different keyword or location, or browse every open position.`)
};

const fr_jobs_none_found_hint = /** @type {(inputs: Jobs_None_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez un autre mot-clé ou un autre lieu, ou parcourez tous les postes ouverts.`)
};

/**
* | output |
* | --- |
* | "Try a different keyword or location, or browse every open position." |
*
* @param {Jobs_None_Found_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_none_found_hint = /** @type {((inputs?: Jobs_None_Found_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_None_Found_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_none_found_hint(inputs)
	return en_jobs_none_found_hint(inputs)
});