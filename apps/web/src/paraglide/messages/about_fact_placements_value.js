/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Fact_Placements_ValueInputs */

const en_about_fact_placements_value = /** @type {(inputs: About_Fact_Placements_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5,000+`)
};

const fr_about_fact_placements_value = /** @type {(inputs: About_Fact_Placements_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 000+`)
};

/**
* | output |
* | --- |
* | "5,000+" |
*
* @param {About_Fact_Placements_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_fact_placements_value = /** @type {((inputs?: About_Fact_Placements_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Fact_Placements_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_fact_placements_value(inputs)
	return en_about_fact_placements_value(inputs)
});