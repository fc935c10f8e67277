/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_MoreInputs */

const en_nav_more = /** @type {(inputs: Nav_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More`)
};

const fr_nav_more = /** @type {(inputs: Nav_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus`)
};

/**
* | output |
* | --- |
* | "More" |
*
* @param {Nav_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_more = /** @type {((inputs?: Nav_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_more(inputs)
	return en_nav_more(inputs)
});