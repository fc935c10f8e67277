/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Services_EyebrowInputs */

const en_warehouse_services_eyebrow = /** @type {(inputs: Warehouse_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we offer`)
};

const fr_warehouse_services_eyebrow = /** @type {(inputs: Warehouse_Services_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous offrons`)
};

/**
* | output |
* | --- |
* | "What we offer" |
*
* @param {Warehouse_Services_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_services_eyebrow = /** @type {((inputs?: Warehouse_Services_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Services_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_services_eyebrow(inputs)
	return en_warehouse_services_eyebrow(inputs)
});