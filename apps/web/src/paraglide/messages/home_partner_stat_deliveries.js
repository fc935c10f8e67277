/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Partner_Stat_DeliveriesInputs */

const en_home_partner_stat_deliveries = /** @type {(inputs: Home_Partner_Stat_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deliveries completed`)
};

const fr_home_partner_stat_deliveries = /** @type {(inputs: Home_Partner_Stat_DeliveriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraisons effectuées`)
};

/**
* | output |
* | --- |
* | "Deliveries completed" |
*
* @param {Home_Partner_Stat_DeliveriesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_partner_stat_deliveries = /** @type {((inputs?: Home_Partner_Stat_DeliveriesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Partner_Stat_DeliveriesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_partner_stat_deliveries(inputs)
	return en_home_partner_stat_deliveries(inputs)
});