/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Service_TypeInputs */

const en_warehouse_service_type = /** @type {(inputs: Warehouse_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehousing and distribution`)
};

const fr_warehouse_service_type = /** @type {(inputs: Warehouse_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage et distribution`)
};

/**
* | output |
* | --- |
* | "Warehousing and distribution" |
*
* @param {Warehouse_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_service_type = /** @type {((inputs?: Warehouse_Service_TypeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Service_TypeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_service_type(inputs)
	return en_warehouse_service_type(inputs)
});