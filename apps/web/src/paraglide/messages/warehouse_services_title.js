/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Services_TitleInputs */

const en_warehouse_services_title = /** @type {(inputs: Warehouse_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Warehouse Services`)
};

const fr_warehouse_services_title = /** @type {(inputs: Warehouse_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des services d’entreposage complets`)
};

/**
* | output |
* | --- |
* | "Complete Warehouse Services" |
*
* @param {Warehouse_Services_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_services_title = /** @type {((inputs?: Warehouse_Services_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Services_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_services_title(inputs)
	return en_warehouse_services_title(inputs)
});