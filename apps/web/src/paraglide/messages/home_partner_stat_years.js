/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_Stat_YearsInputs */

const en_home_partner_stat_years = /** @type {(inputs: Home_Partner_Stat_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years of service`)
};

const fr_home_partner_stat_years = /** @type {(inputs: Home_Partner_Stat_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Années de service`)
};

/**
* | output |
* | --- |
* | "Years of service" |
*
* @param {Home_Partner_Stat_YearsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_partner_stat_years = /** @type {((inputs?: Home_Partner_Stat_YearsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_Stat_YearsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_partner_stat_years(inputs)
	return en_home_partner_stat_years(inputs)
});