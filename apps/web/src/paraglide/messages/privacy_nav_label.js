/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Nav_LabelInputs */

const en_privacy_nav_label = /** @type {(inputs: Privacy_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy sections`)
};

const fr_privacy_nav_label = /** @type {(inputs: Privacy_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de la politique de confidentialité`)
};

/**
* | output |
* | --- |
* | "Privacy policy sections" |
*
* @param {Privacy_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_nav_label = /** @type {((inputs?: Privacy_Nav_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Nav_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_nav_label(inputs)
	return en_privacy_nav_label(inputs)
});