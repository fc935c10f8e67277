/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Answer_Invalid_LinkInputs */

const en_privacy_answer_invalid_link = /** @type {(inputs: Privacy_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is invalid or has expired. You can make a new request from our privacy policy.`)
};

const fr_privacy_answer_invalid_link = /** @type {(inputs: Privacy_Answer_Invalid_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien est invalide ou a expiré. Vous pouvez faire une nouvelle demande à partir de notre politique de confidentialité.`)
};

/**
* | output |
* | --- |
* | "This link is invalid or has expired. You can make a new request from our privacy policy." |
*
* @param {Privacy_Answer_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_answer_invalid_link = /** @type {((inputs?: Privacy_Answer_Invalid_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Answer_Invalid_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_answer_invalid_link(inputs)
	return en_privacy_answer_invalid_link(inputs)
});