/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_Head_DescriptionInputs */

const en_privacy_confirm_head_description = /** @type {(inputs: Privacy_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your request for a copy of your personal information, or for its deletion.`)
};

const fr_privacy_confirm_head_description = /** @type {(inputs: Privacy_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre demande de copie de vos renseignements personnels ou de leur suppression.`)
};

/**
* | output |
* | --- |
* | "Confirm your request for a copy of your personal information, or for its deletion." |
*
* @param {Privacy_Confirm_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_head_description = /** @type {((inputs?: Privacy_Confirm_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_head_description(inputs)
	return en_privacy_confirm_head_description(inputs)
});