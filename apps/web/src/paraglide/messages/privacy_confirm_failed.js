/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_FailedInputs */

const en_privacy_confirm_failed = /** @type {(inputs: Privacy_Confirm_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm this request`)
};

const fr_privacy_confirm_failed = /** @type {(inputs: Privacy_Confirm_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas pu confirmer cette demande`)
};

/**
* | output |
* | --- |
* | "We could not confirm this request" |
*
* @param {Privacy_Confirm_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_failed = /** @type {((inputs?: Privacy_Confirm_FailedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_FailedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_failed(inputs)
	return en_privacy_confirm_failed(inputs)
});