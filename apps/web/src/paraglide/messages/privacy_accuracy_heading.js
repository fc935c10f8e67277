/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Accuracy_HeadingInputs */

const en_privacy_accuracy_heading = /** @type {(inputs: Privacy_Accuracy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8. Accuracy`)
};

const fr_privacy_accuracy_heading = /** @type {(inputs: Privacy_Accuracy_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8. Exactitude`)
};

/**
* | output |
* | --- |
* | "8. Accuracy" |
*
* @param {Privacy_Accuracy_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_accuracy_heading = /** @type {((inputs?: Privacy_Accuracy_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Accuracy_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_accuracy_heading(inputs)
	return en_privacy_accuracy_heading(inputs)
});