/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_WorkingInputs */

const en_privacy_confirm_working = /** @type {(inputs: Privacy_Confirm_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your request…`)
};

const fr_privacy_confirm_working = /** @type {(inputs: Privacy_Confirm_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre demande…`)
};

/**
* | output |
* | --- |
* | "Confirming your request…" |
*
* @param {Privacy_Confirm_WorkingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_working = /** @type {((inputs?: Privacy_Confirm_WorkingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_WorkingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_working(inputs)
	return en_privacy_confirm_working(inputs)
});