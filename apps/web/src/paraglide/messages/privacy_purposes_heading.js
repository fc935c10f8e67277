/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Purposes_HeadingInputs */

const en_privacy_purposes_heading = /** @type {(inputs: Privacy_Purposes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. How We Use Your Information`)
};

const fr_privacy_purposes_heading = /** @type {(inputs: Privacy_Purposes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4. Utilisation de vos renseignements`)
};

/**
* | output |
* | --- |
* | "4. How We Use Your Information" |
*
* @param {Privacy_Purposes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_purposes_heading = /** @type {((inputs?: Privacy_Purposes_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Purposes_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_purposes_heading(inputs)
	return en_privacy_purposes_heading(inputs)
});