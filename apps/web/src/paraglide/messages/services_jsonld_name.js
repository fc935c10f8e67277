/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Services_Jsonld_NameInputs */

const en_services_jsonld_name = /** @type {(inputs: Services_Jsonld_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} services`)
};

const fr_services_jsonld_name = /** @type {(inputs: Services_Jsonld_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Services de ${i?.company}`)
};

/**
* | output |
* | --- |
* | "{company} services" |
*
* @param {Services_Jsonld_NameInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_jsonld_name = /** @type {((inputs: Services_Jsonld_NameInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Jsonld_NameInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_jsonld_name(inputs)
	return en_services_jsonld_name(inputs)
});