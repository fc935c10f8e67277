/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_Stat_On_TimeInputs */

const en_home_partner_stat_on_time = /** @type {(inputs: Home_Partner_Stat_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On-time delivery`)
};

const fr_home_partner_stat_on_time = /** @type {(inputs: Home_Partner_Stat_On_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons à temps`)
};

/**
* | output |
* | --- |
* | "On-time delivery" |
*
* @param {Home_Partner_Stat_On_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_partner_stat_on_time = /** @type {((inputs?: Home_Partner_Stat_On_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_Stat_On_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_partner_stat_on_time(inputs)
	return en_home_partner_stat_on_time(inputs)
});