/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_SatisfactionInputs */

const en_about_fact_satisfaction = /** @type {(inputs: About_Fact_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client Satisfaction`)
};

const fr_about_fact_satisfaction = /** @type {(inputs: About_Fact_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfaction de la clientèle`)
};

/**
* | output |
* | --- |
* | "Client Satisfaction" |
*
* @param {About_Fact_SatisfactionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_fact_satisfaction = /** @type {((inputs?: About_Fact_SatisfactionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_SatisfactionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_fact_satisfaction(inputs)
	return en_about_fact_satisfaction(inputs)
});