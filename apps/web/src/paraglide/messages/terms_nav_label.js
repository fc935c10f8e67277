/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Nav_LabelInputs */

const en_terms_nav_label = /** @type {(inputs: Terms_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms sections`)
};

const fr_terms_nav_label = /** @type {(inputs: Terms_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections des conditions`)
};

/**
* | output |
* | --- |
* | "Terms sections" |
*
* @param {Terms_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_nav_label = /** @type {((inputs?: Terms_Nav_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Nav_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_nav_label(inputs)
	return en_terms_nav_label(inputs)
});