/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Breadcrumb_HomeInputs */

const en_post_breadcrumb_home = /** @type {(inputs: Post_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const fr_post_breadcrumb_home = /** @type {(inputs: Post_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Post_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_breadcrumb_home = /** @type {((inputs?: Post_Breadcrumb_HomeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Breadcrumb_HomeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_breadcrumb_home(inputs)
	return en_post_breadcrumb_home(inputs)
});