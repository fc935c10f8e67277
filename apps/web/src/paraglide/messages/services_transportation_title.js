/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_TitleInputs */

const en_services_transportation_title = /** @type {(inputs: Services_Transportation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation & Freight`)
};

const fr_services_transportation_title = /** @type {(inputs: Services_Transportation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport de marchandises`)
};

/**
* | output |
* | --- |
* | "Transportation & Freight" |
*
* @param {Services_Transportation_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_title = /** @type {((inputs?: Services_Transportation_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_title(inputs)
	return en_services_transportation_title(inputs)
});