/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Close_MoreInputs */

const en_nav_close_more = /** @type {(inputs: Nav_Close_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close more menu`)
};

const fr_nav_close_more = /** @type {(inputs: Nav_Close_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu Plus`)
};

/**
* | output |
* | --- |
* | "Close more menu" |
*
* @param {Nav_Close_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_close_more = /** @type {((inputs?: Nav_Close_MoreInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Close_MoreInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_close_more(inputs)
	return en_nav_close_more(inputs)
});