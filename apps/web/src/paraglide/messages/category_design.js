/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Category_DesignInputs */

const en_category_design = /** @type {(inputs: Category_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design`)
};

const fr_category_design = /** @type {(inputs: Category_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design`)
};

/**
* | output |
* | --- |
* | "Design" |
*
* @param {Category_DesignInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const category_design = /** @type {((inputs?: Category_DesignInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Category_DesignInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_category_design(inputs)
	return en_category_design(inputs)
});