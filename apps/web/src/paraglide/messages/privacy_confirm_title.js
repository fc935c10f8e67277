/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_TitleInputs */

const en_privacy_confirm_title = /** @type {(inputs: Privacy_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Privacy Request`)
};

const fr_privacy_confirm_title = /** @type {(inputs: Privacy_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre demande relative à la confidentialité`)
};

/**
* | output |
* | --- |
* | "Confirm Your Privacy Request" |
*
* @param {Privacy_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_title = /** @type {((inputs?: Privacy_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_title(inputs)
	return en_privacy_confirm_title(inputs)
});