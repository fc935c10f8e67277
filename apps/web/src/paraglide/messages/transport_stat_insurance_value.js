/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_Insurance_ValueInputs */

const en_transport_stat_insurance_value = /** @type {(inputs: Transport_Stat_Insurance_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`$2M`)
};

const fr_transport_stat_insurance_value = /** @type {(inputs: Transport_Stat_Insurance_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 M$`)
};

/**
* | output |
* | --- |
* | "$2M" |
*
* @param {Transport_Stat_Insurance_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_insurance_value = /** @type {((inputs?: Transport_Stat_Insurance_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_Insurance_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_insurance_value(inputs)
	return en_transport_stat_insurance_value(inputs)
});