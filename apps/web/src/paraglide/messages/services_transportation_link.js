/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_LinkInputs */

const en_services_transportation_link = /** @type {(inputs: Services_Transportation_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore transportation`)
};

const fr_services_transportation_link = /** @type {(inputs: Services_Transportation_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir le transport`)
};

/**
* | output |
* | --- |
* | "Explore transportation" |
*
* @param {Services_Transportation_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_link = /** @type {((inputs?: Services_Transportation_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_link(inputs)
	return en_services_transportation_link(inputs)
});