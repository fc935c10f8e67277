/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Why_TitleInputs */

const en_warehouse_why_title = /** @type {(inputs: Warehouse_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Businesses Choose Our Warehouses`)
};

const fr_warehouse_why_title = /** @type {(inputs: Warehouse_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi les entreprises choisissent nos entrepôts`)
};

/**
* | output |
* | --- |
* | "Why Businesses Choose Our Warehouses" |
*
* @param {Warehouse_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_why_title = /** @type {((inputs?: Warehouse_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_why_title(inputs)
	return en_warehouse_why_title(inputs)
});