/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Breadcrumb_LabelInputs */

const en_post_breadcrumb_label = /** @type {(inputs: Post_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const fr_post_breadcrumb_label = /** @type {(inputs: Post_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fil d’Ariane`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Post_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_breadcrumb_label = /** @type {((inputs?: Post_Breadcrumb_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Breadcrumb_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_breadcrumb_label(inputs)
	return en_post_breadcrumb_label(inputs)
});