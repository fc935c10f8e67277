/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_BroadcastingInputs */

const en_category_broadcasting = /** @type {(inputs: Category_BroadcastingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Broadcasting`)
};

const fr_category_broadcasting = /** @type {(inputs: Category_BroadcastingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Radiodiffusion`)
};

/**
* | output |
* | --- |
* | "Broadcasting" |
*
* @param {Category_BroadcastingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_broadcasting = /** @type {((inputs?: Category_BroadcastingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_BroadcastingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_broadcasting(inputs)
	return en_category_broadcasting(inputs)
});