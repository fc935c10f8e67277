/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_ManufacturingInputs */

const en_category_manufacturing = /** @type {(inputs: Category_ManufacturingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manufacturing`)
};

const fr_category_manufacturing = /** @type {(inputs: Category_ManufacturingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fabrication`)
};

/**
* | output |
* | --- |
* | "Manufacturing" |
*
* @param {Category_ManufacturingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_manufacturing = /** @type {((inputs?: Category_ManufacturingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_ManufacturingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_manufacturing(inputs)
	return en_category_manufacturing(inputs)
});