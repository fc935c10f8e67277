/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Changes_Terms_LinkInputs */

const en_privacy_changes_terms_link = /** @type {(inputs: Privacy_Changes_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms & Conditions`)
};

const fr_privacy_changes_terms_link = /** @type {(inputs: Privacy_Changes_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation`)
};

/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Privacy_Changes_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_changes_terms_link = /** @type {((inputs?: Privacy_Changes_Terms_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Changes_Terms_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_changes_terms_link(inputs)
	return en_privacy_changes_terms_link(inputs)
});