/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_Read_PolicyInputs */

const en_privacy_confirm_read_policy = /** @type {(inputs: Privacy_Confirm_Read_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Our Privacy Policy`)
};

const fr_privacy_confirm_read_policy = /** @type {(inputs: Privacy_Confirm_Read_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire notre politique de confidentialité`)
};

/**
* | output |
* | --- |
* | "Read Our Privacy Policy" |
*
* @param {Privacy_Confirm_Read_PolicyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_read_policy = /** @type {((inputs?: Privacy_Confirm_Read_PolicyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_Read_PolicyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_read_policy(inputs)
	return en_privacy_confirm_read_policy(inputs)
});