/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Safeguards_HeadingInputs */

const en_privacy_safeguards_heading = /** @type {(inputs: Privacy_Safeguards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9. Safeguards`)
};

const fr_privacy_safeguards_heading = /** @type {(inputs: Privacy_Safeguards_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9. Mesures de sécurité`)
};

/**
* | output |
* | --- |
* | "9. Safeguards" |
*
* @param {Privacy_Safeguards_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_safeguards_heading = /** @type {((inputs?: Privacy_Safeguards_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Safeguards_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_safeguards_heading(inputs)
	return en_privacy_safeguards_heading(inputs)
});