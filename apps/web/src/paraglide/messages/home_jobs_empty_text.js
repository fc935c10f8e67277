/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Empty_TextInputs */

const en_home_jobs_empty_text = /** @type {(inputs: Home_Jobs_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon or browse every open position.`)
};

const fr_home_jobs_empty_text = /** @type {(inputs: Home_Jobs_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt ou parcourez tous les postes ouverts.`)
};

/**
* | output |
* | --- |
* | "Check back soon or browse every open position." |
*
* @param {Home_Jobs_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_empty_text = /** @type {((inputs?: Home_Jobs_Empty_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Empty_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_empty_text(inputs)
	return en_home_jobs_empty_text(inputs)
});