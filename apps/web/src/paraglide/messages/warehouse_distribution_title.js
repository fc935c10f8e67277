/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Distribution_TitleInputs */

const en_warehouse_distribution_title = /** @type {(inputs: Warehouse_Distribution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribution Network`)
};

const fr_warehouse_distribution_title = /** @type {(inputs: Warehouse_Distribution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réseau de distribution`)
};

/**
* | output |
* | --- |
* | "Distribution Network" |
*
* @param {Warehouse_Distribution_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_distribution_title = /** @type {((inputs?: Warehouse_Distribution_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Distribution_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_distribution_title(inputs)
	return en_warehouse_distribution_title(inputs)
});