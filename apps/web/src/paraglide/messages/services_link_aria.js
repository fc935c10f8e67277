/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown>, service: NonNullable<unknown> }} Services_Link_AriaInputs */

const en_services_link_aria = /** @type {(inputs: Services_Link_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link}: ${i?.service}`)
};

const fr_services_link_aria = /** @type {(inputs: Services_Link_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.link} : ${i?.service}`)
};

/**
* | output |
* | --- |
* | "{link}: {service}" |
*
* @param {Services_Link_AriaInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_link_aria = /** @type {((inputs: Services_Link_AriaInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Link_AriaInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_link_aria(inputs)
	return en_services_link_aria(inputs)
});