/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Transportation_DescriptionInputs */

const en_services_transportation_description = /** @type {(inputs: Services_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full truckload, LTL and expedited freight across Canada through a network of 500+ verified carriers.`)
};

const fr_services_transportation_description = /** @type {(inputs: Services_Transportation_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge complète, charge partielle et transport urgent partout au Canada grâce à un réseau de plus de 500 transporteurs vérifiés.`)
};

/**
* | output |
* | --- |
* | "Full truckload, LTL and expedited freight across Canada through a network of 500+ verified carriers." |
*
* @param {Services_Transportation_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_transportation_description = /** @type {((inputs?: Services_Transportation_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Transportation_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_transportation_description(inputs)
	return en_services_transportation_description(inputs)
});