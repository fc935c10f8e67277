/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_TransportationInputs */

const en_category_transportation = /** @type {(inputs: Category_TransportationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportation`)
};

const fr_category_transportation = /** @type {(inputs: Category_TransportationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transport`)
};

/**
* | output |
* | --- |
* | "Transportation" |
*
* @param {Category_TransportationInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_transportation = /** @type {((inputs?: Category_TransportationInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_TransportationInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_transportation(inputs)
	return en_category_transportation(inputs)
});