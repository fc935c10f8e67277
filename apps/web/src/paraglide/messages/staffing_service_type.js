/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Service_TypeInputs */

const en_staffing_service_type = /** @type {(inputs: Staffing_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employment agency services`)
};

const fr_staffing_service_type = /** @type {(inputs: Staffing_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services d’agence de placement`)
};

/**
* | output |
* | --- |
* | "Employment agency services" |
*
* @param {Staffing_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_service_type = /** @type {((inputs?: Staffing_Service_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Service_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_service_type(inputs)
	return en_staffing_service_type(inputs)
});