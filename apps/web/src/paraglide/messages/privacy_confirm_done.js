/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_DoneInputs */

const en_privacy_confirm_done = /** @type {(inputs: Privacy_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request Confirmed`)
};

const fr_privacy_confirm_done = /** @type {(inputs: Privacy_Confirm_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande confirmée`)
};

/**
* | output |
* | --- |
* | "Request Confirmed" |
*
* @param {Privacy_Confirm_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_done = /** @type {((inputs?: Privacy_Confirm_DoneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_DoneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_done(inputs)
	return en_privacy_confirm_done(inputs)
});