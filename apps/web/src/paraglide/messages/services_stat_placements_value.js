/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Stat_Placements_ValueInputs */

const en_services_stat_placements_value = /** @type {(inputs: Services_Stat_Placements_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5,000+`)
};

const fr_services_stat_placements_value = /** @type {(inputs: Services_Stat_Placements_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 000+`)
};

/**
* | output |
* | --- |
* | "5,000+" |
*
* @param {Services_Stat_Placements_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_stat_placements_value = /** @type {((inputs?: Services_Stat_Placements_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Stat_Placements_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_stat_placements_value(inputs)
	return en_services_stat_placements_value(inputs)
});