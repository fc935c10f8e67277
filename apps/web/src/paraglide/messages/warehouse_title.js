/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_TitleInputs */

const en_warehouse_title = /** @type {(inputs: Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warehouse Services`)
};

const fr_warehouse_title = /** @type {(inputs: Warehouse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services d’entreposage`)
};

/**
* | output |
* | --- |
* | "Warehouse Services" |
*
* @param {Warehouse_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_title = /** @type {((inputs?: Warehouse_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_title(inputs)
	return en_warehouse_title(inputs)
});