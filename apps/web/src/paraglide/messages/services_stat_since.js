/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Stat_SinceInputs */

const en_services_stat_since = /** @type {(inputs: Services_Stat_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serving Ontario since`)
};

const fr_services_stat_since = /** @type {(inputs: Services_Stat_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au service de l’Ontario depuis`)
};

/**
* | output |
* | --- |
* | "Serving Ontario since" |
*
* @param {Services_Stat_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_stat_since = /** @type {((inputs?: Services_Stat_SinceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Stat_SinceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_stat_since(inputs)
	return en_services_stat_since(inputs)
});