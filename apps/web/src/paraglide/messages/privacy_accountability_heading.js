/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Accountability_HeadingInputs */

const en_privacy_accountability_heading = /** @type {(inputs: Privacy_Accountability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Accountability`)
};

const fr_privacy_accountability_heading = /** @type {(inputs: Privacy_Accountability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Responsabilité`)
};

/**
* | output |
* | --- |
* | "2. Accountability" |
*
* @param {Privacy_Accountability_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_accountability_heading = /** @type {((inputs?: Privacy_Accountability_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Accountability_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_accountability_heading(inputs)
	return en_privacy_accountability_heading(inputs)
});