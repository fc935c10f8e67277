/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_FoundedInputs */

const en_about_fact_founded = /** @type {(inputs: About_Fact_FoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Founded in Ontario`)
};

const fr_about_fact_founded = /** @type {(inputs: About_Fact_FoundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fondée en Ontario`)
};

/**
* | output |
* | --- |
* | "Founded in Ontario" |
*
* @param {About_Fact_FoundedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_fact_founded = /** @type {((inputs?: About_Fact_FoundedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_FoundedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_fact_founded(inputs)
	return en_about_fact_founded(inputs)
});