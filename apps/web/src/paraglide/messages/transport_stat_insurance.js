/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Stat_InsuranceInputs */

const en_transport_stat_insurance = /** @type {(inputs: Transport_Stat_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liability insurance`)
};

const fr_transport_stat_insurance = /** @type {(inputs: Transport_Stat_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assurance responsabilité`)
};

/**
* | output |
* | --- |
* | "Liability insurance" |
*
* @param {Transport_Stat_InsuranceInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_stat_insurance = /** @type {((inputs?: Transport_Stat_InsuranceInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Stat_InsuranceInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_stat_insurance(inputs)
	return en_transport_stat_insurance(inputs)
});