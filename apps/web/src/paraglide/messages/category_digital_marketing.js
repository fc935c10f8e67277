/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_Digital_MarketingInputs */

const en_category_digital_marketing = /** @type {(inputs: Category_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const fr_category_digital_marketing = /** @type {(inputs: Category_Digital_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing numérique`)
};

/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Category_Digital_MarketingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_digital_marketing = /** @type {((inputs?: Category_Digital_MarketingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_Digital_MarketingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_digital_marketing(inputs)
	return en_category_digital_marketing(inputs)
});