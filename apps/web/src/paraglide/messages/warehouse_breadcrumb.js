/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_BreadcrumbInputs */

const en_warehouse_breadcrumb = /** @type {(inputs: Warehouse_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse`)
};

const fr_warehouse_breadcrumb = /** @type {(inputs: Warehouse_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse" |
*
* @param {Warehouse_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_breadcrumb = /** @type {((inputs?: Warehouse_BreadcrumbInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_BreadcrumbInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_breadcrumb(inputs)
	return en_warehouse_breadcrumb(inputs)
});