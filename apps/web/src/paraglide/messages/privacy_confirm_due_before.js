/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Confirm_Due_BeforeInputs */

const en_privacy_confirm_due_before = /** @type {(inputs: Privacy_Confirm_Due_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will answer by`)
};

const fr_privacy_confirm_due_before = /** @type {(inputs: Privacy_Confirm_Due_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous répondrons au plus tard le`)
};

/**
* | output |
* | --- |
* | "We will answer by" |
*
* @param {Privacy_Confirm_Due_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_confirm_due_before = /** @type {((inputs?: Privacy_Confirm_Due_BeforeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Confirm_Due_BeforeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_confirm_due_before(inputs)
	return en_privacy_confirm_due_before(inputs)
});