/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stat_SatisfactionInputs */

const en_staffing_stat_satisfaction = /** @type {(inputs: Staffing_Stat_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client satisfaction`)
};

const fr_staffing_stat_satisfaction = /** @type {(inputs: Staffing_Stat_SatisfactionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfaction de la clientèle`)
};

/**
* | output |
* | --- |
* | "Client satisfaction" |
*
* @param {Staffing_Stat_SatisfactionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stat_satisfaction = /** @type {((inputs?: Staffing_Stat_SatisfactionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stat_SatisfactionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stat_satisfaction(inputs)
	return en_staffing_stat_satisfaction(inputs)
});