/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Answer_Already_CompletedInputs */

const en_privacy_answer_already_completed = /** @type {(inputs: Privacy_Answer_Already_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has already been completed.`)
};

const fr_privacy_answer_already_completed = /** @type {(inputs: Privacy_Answer_Already_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette demande a déjà été traitée.`)
};

/**
* | output |
* | --- |
* | "This request has already been completed." |
*
* @param {Privacy_Answer_Already_CompletedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_answer_already_completed = /** @type {((inputs?: Privacy_Answer_Already_CompletedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Answer_Already_CompletedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_answer_already_completed(inputs)
	return en_privacy_answer_already_completed(inputs)
});