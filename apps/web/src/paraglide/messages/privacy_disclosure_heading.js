/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_HeadingInputs */

const en_privacy_disclosure_heading = /** @type {(inputs: Privacy_Disclosure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Limiting Use and Disclosure`)
};

const fr_privacy_disclosure_heading = /** @type {(inputs: Privacy_Disclosure_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6. Limitation de l’utilisation et de la communication`)
};

/**
* | output |
* | --- |
* | "6. Limiting Use and Disclosure" |
*
* @param {Privacy_Disclosure_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_heading = /** @type {((inputs?: Privacy_Disclosure_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_heading(inputs)
	return en_privacy_disclosure_heading(inputs)
});